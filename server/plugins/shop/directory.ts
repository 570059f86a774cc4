// The shop directory and a shop's own pages: shop/index/{index, shoplist, detail}, shop/license/index,
// shop/design/index (api-plugins-2 §3.2).
import { ApiError, ok, type Ctx } from '../../core/router'
import { optionalInt, requireId } from '../../core/validate'
import { all, one, run } from '../../db'
import { goodsListItem, type GoodsRow } from '../../services/goods/goods-view'
import { pagedQuery } from '../../services/paging'
import { layoutData } from './layout'
import { layoutRows, licenseImages, licenseTips, requireOpenShop, shopHeaderData, shopListItem, SHOP_BASE, type ShopRow } from './shops'

const MAX_ID = 2_147_483_647
/** Goods shown on a data_model 0 shop home before "view more goods". */
const HOME_GOODS_LIMIT = 20

function base(ctx: Ctx) {
  return { ...SHOP_BASE, application_name: ctx.t('shop.title'), seo_title: ctx.t('shop.title'), seo_desc: ctx.t('shop.seo_desc') }
}

function index(ctx: Ctx) {
  const categories = all<{ id: number; name: string }>(ctx.db, 'SELECT id, name FROM shop_categories WHERE is_enable = 1 ORDER BY sort, id')
  return ok({ base: base(ctx), shop_category: categories })
}

function shoplist(ctx: Ctx) {
  const categoryId = optionalInt(ctx, 'category_id', 0, 0, MAX_ID)
  const query = {
    from: 'shops',
    where: 'is_enable = 1 AND (? = 0 OR category_id = ?)',
    args: [categoryId, categoryId],
    order: 'sort, id',
  }
  return ok(pagedQuery(ctx, query, (shop: ShopRow) => shopListItem(ctx, shop)))
}

const shelfGoods = 'shop_id = ? AND is_shelves = 1 AND is_delete_time = 0'

function homeGoods(ctx: Ctx, shopId: number) {
  return all<GoodsRow>(ctx.db, `SELECT * FROM goods WHERE ${shelfGoods} ORDER BY sort_level DESC, id DESC LIMIT ?`, shopId, HOME_GOODS_LIMIT).map((g) =>
    goodsListItem(ctx, g, { withoutContent: true }),
  )
}

function sliders(ctx: Ctx, shopId: number) {
  return all<{ name: string; images: string; url: string }>(
    ctx.db,
    'SELECT name, images, url FROM shop_sliders WHERE shop_id = ? ORDER BY sort, id',
    shopId,
  ).map((s) => ({ name: s.name, images: ctx.img(s.images), url: s.url }))
}

interface FloorRow {
  id: number
  title: string
  vice_title: string
  keywords: string
  style_type: number
}

/** data_model 1: goods floors, each with its keywords (links to the shop search) and goods. */
function floors(ctx: Ctx, shopId: number) {
  return all<FloorRow>(ctx.db, 'SELECT id, title, vice_title, keywords, style_type FROM shop_floors WHERE shop_id = ? ORDER BY sort, id', shopId)
    .map((floor) => ({
      id: floor.id,
      title: floor.title,
      vice_title: floor.vice_title,
      style_type: floor.style_type,
      keywords_arr: floor.keywords
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean),
      goods_list: all<GoodsRow>(
        ctx.db,
        `SELECT g.* FROM shop_floor_goods f JOIN goods g ON g.id = f.goods_id
         WHERE f.floor_id = ? AND g.shop_id = ? AND g.is_shelves = 1 AND g.is_delete_time = 0 ORDER BY f.sort, g.id`,
        floor.id,
        shopId,
      ).map((g) => goodsListItem(ctx, g, { withoutContent: true })),
    }))
    .filter((floor) => floor.goods_list.length > 0)
}

function detail(ctx: Ctx) {
  const shop = requireOpenShop(ctx, requireId(ctx))
  const body =
    shop.data_model === 1
      ? { slider: sliders(ctx, shop.id), data: floors(ctx, shop.id) }
      : shop.data_model === 2
        ? { slider: [], data: layoutData(ctx, layoutRows(shop)) }
        : { slider: [], data: homeGoods(ctx, shop.id) }
  return ok({ ...shopHeaderData(ctx, shop), ...body })
}

function license(ctx: Ctx) {
  const shop = requireOpenShop(ctx, requireId(ctx))
  const images = licenseImages(ctx, shop)
  const tips = licenseTips(shop)
  return ok({
    data: {
      title: ctx.t('shop.license_title'),
      sub_title: ctx.t('shop.license_sub_title', { name: shop.name }),
      images,
      tips: images.length ? (tips.length ? tips : [ctx.t('shop.license_tip_1'), ctx.t('shop.license_tip_2')]) : [ctx.t('shop.license_none')],
    },
  })
}

interface DesignRow {
  id: number
  shop_id: number
  name: string
  logo: string
  seo_title: string
  seo_desc: string
  is_header: number
  is_footer: number
  config: string
}

/** A shop's drag-layout page: its shop header data, the page row and its layout. */
function design(ctx: Ctx) {
  const id = requireId(ctx)
  const page = one<DesignRow>(ctx.db, 'SELECT * FROM shop_designs WHERE id = ? AND is_enable = 1', id)
  if (!page) throw new ApiError(ctx.t('shop.design_not_found'))
  const shop = requireOpenShop(ctx, page.shop_id)
  run(ctx.db, 'UPDATE shop_designs SET access_count = access_count + 1 WHERE id = ?', page.id)
  return ok({
    ...shopHeaderData(ctx, shop),
    data: {
      id: page.id,
      name: page.name,
      logo: ctx.img(page.logo),
      seo_title: page.seo_title || page.name,
      seo_desc: page.seo_desc,
      is_header: page.is_header,
      is_footer: page.is_footer,
    },
    layout_data: layoutData(ctx, layoutRows({ layout_config: page.config })),
  })
}

export const indexControl = { index, shoplist, detail }
export const licenseControl = { index: license }
export const designControl = { index: design }
