// index/index: the home page (icon navigation, banners, goods floors, recommended articles, badges).
import { registerController, ok, type Ctx } from '../core/router'
import { defineMessages } from '../core/i18n'
import { all, one } from '../db'
import { goodsExtras } from '../services/goods/goods-extensions'
import { goodsListItem, type GoodsRow } from '../services/goods/goods-view'
import { categoryView, enabledCategories } from '../services/goods/categories'
import { cartTotalsView } from '../services/order/cart'
import { homeExtras } from '../services/site/home-extensions'
import { configInt, configJson, configText } from '../services/site/configs'
import { diyConfigView } from '../services/diy/hydrate'
import { layoutView, parseLayoutText } from '../services/diy/layout'
import { HOME_DIY_PAGE_KEY } from '../services/diy/home-settings'
import { navigationList, navigationPlatforms } from './navigation'

defineMessages({
  'index.my_favor': { zh: '我的收藏', en: 'My favorites' },
  'index.messages': { zh: '消息', en: 'Messages' },
})

interface FloorRow {
  id: number
  category_id: number
  name: string
  vice_name: string
  describe: string
  bg_color: string
  big_images: string
  sort: number
}

function floors(ctx: Ctx) {
  const categories = enabledCategories(ctx.db)
  return all<FloorRow>(ctx.db, 'SELECT * FROM home_floors WHERE is_enable = 1 ORDER BY sort, id').map((floor) => {
    const category = categories.find((c) => c.id === floor.category_id)
    const goods = all<GoodsRow>(
      ctx.db,
      `SELECT g.* FROM home_floor_goods f JOIN goods g ON g.id = f.goods_id
       WHERE f.floor_id = ? AND g.is_shelves = 1 AND g.is_delete_time = 0 ORDER BY f.sort, g.id`,
      floor.id,
    )
    const base = category ? categoryView(ctx, category) : null
    return {
      ...(base ?? {}),
      id: floor.category_id,
      pid: 0,
      name: floor.name || base?.name || '',
      vice_name: floor.vice_name || base?.vice_name || '',
      describe: floor.describe || base?.describe || '',
      bg_color: floor.bg_color,
      big_images: floor.big_images ? ctx.img(floor.big_images) : (base?.big_images ?? ''),
      sort: floor.sort,
      is_home_recommended: 1,
      goods_ids: goods.map((g) => g.id),
      goods: goods.map((g) => goodsListItem(ctx, g, { withoutContent: true })),
      items: categories.filter((c) => c.pid === floor.category_id).map((c) => categoryView(ctx, c)),
      config_keywords: categories
        .filter((c) => c.pid === floor.category_id)
        .slice(0, 3)
        .map((c) => c.name),
    }
  })
}

function banners(ctx: Ctx) {
  return all<{ name: string; images_url: string; event_type: number; event_value: string; bg_color: string }>(
    ctx.db,
    'SELECT name, images_url, event_type, event_value, bg_color FROM banners WHERE is_enable = 1 ORDER BY sort, id',
  ).map((b) => ({
    name: b.name,
    describe: '',
    images_url: ctx.img(b.images_url),
    event_value: b.event_value,
    event_type: b.event_type,
    platform: navigationPlatforms,
    bg_color: b.bg_color,
  }))
}

function articles(ctx: Ctx) {
  return all<{ id: number; title: string; title_color: string; article_category_id: number; category_name: string }>(
    ctx.db,
    `SELECT a.id, a.title, a.title_color, a.article_category_id, c.name AS category_name FROM articles a JOIN article_categories c ON c.id = a.article_category_id
     WHERE a.is_enable = 1 AND a.is_home_recommended = 1 ORDER BY a.id DESC LIMIT 10`,
  ).map((a) => ({
    id: a.id,
    title: a.title,
    title_color: a.title_color,
    article_category_id: a.article_category_id,
    data_index: 1,
    url: `/pages/article-detail/article-detail?id=${a.id}`,
    article_category_name: a.category_name,
    category_url: `/pages/article-category/article-category?id=${a.article_category_id}`,
  }))
}

type HomeMode = { kind: 'diy'; id: number } | { kind: 'floors'; dataMode: number }

/** "2026-11-22 10:00:00" as unix seconds in the server's zone; null when empty. */
function seconds(text: unknown): number | null {
  const t = typeof text === 'string' && text.trim() ? Date.parse(text.trim().replace(' ', 'T')) : NaN
  return Number.isNaN(t) ? null : Math.floor(t / 1000)
}

/**
 * common_app_home_data_diy_mode[client]: a DIY page id, or {diy_id, time_start, time_end} honoured only
 * inside its window (shopxo DiyService::AppClientHomeDiyData). A plain id or {all: ...} serves every client.
 */
function assignedDiyPage(ctx: Ctx): number {
  const setting = configJson<unknown>(ctx.db, 'common_app_home_data_diy_mode', null)
  const byClient = setting && typeof setting === 'object' && !Array.isArray(setting) ? (setting as Record<string, unknown>) : { all: setting }
  const entry = byClient[ctx.clientType] ?? byClient.all
  const value = entry && typeof entry === 'object' ? (entry as Record<string, unknown>) : { diy_id: entry }
  const now = ctx.nowSeconds()
  const start = seconds(value.time_start)
  const end = seconds(value.time_end)
  if ((start !== null && now < start) || (end !== null && now > end)) return 0
  return Number(value.diy_id) || 0
}

/**
 * Which home to answer (api-plugins-2 1): an assigned DIY page (data_mode 3), else home_index_floor_data_type
 * (0 automatic floors, 1 manual floors, 2 drag layout). SHOP_HOME_MODE=diy|layout|classic overrides the
 * configs for the demo (README "Useful commands"); the default demo home is classic.
 */
function homeMode(ctx: Ctx): HomeMode {
  const forced = (process.env.SHOP_HOME_MODE ?? '').trim().toLowerCase()
  if (forced === 'classic') return { kind: 'floors', dataMode: 0 }
  if (forced === 'layout') return { kind: 'floors', dataMode: 2 }
  const id = forced === 'diy' ? Number(configText(ctx.db, HOME_DIY_PAGE_KEY, '0')) : assignedDiyPage(ctx)
  if (id > 0) return { kind: 'diy', id }
  const dataMode = configInt(ctx.db, 'home_index_floor_data_type', 0)
  return { kind: 'floors', dataMode: [0, 1, 2].includes(dataMode) ? dataMode : 0 }
}

/** data_mode 3: only the page and the cart badge (ShopXO adds no plugin data in this branch). */
function diyHome(ctx: Ctx, id: number) {
  const row = one<{ id: number; config: string }>(ctx.db, 'SELECT id, config FROM diy_pages WHERE id = ? AND is_enable = 1', id)
  if (!row) return null
  let config: Record<string, unknown> = {}
  try {
    const parsed = JSON.parse(row.config) as unknown
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) config = parsed as Record<string, unknown>
  } catch {
    config = {}
  }
  return ok({ data_mode: 3, data_list: { id: row.id, config: diyConfigView(ctx, config, ctx.nowSeconds()) }, cart_total: cartTotalsView(ctx, ctx.user?.id) })
}

function index(ctx: Ctx) {
  const mode = homeMode(ctx)
  if (mode.kind === 'diy') {
    const answer = diyHome(ctx, mode.id)
    if (answer) return answer
  }
  const dataMode = mode.kind === 'floors' ? mode.dataMode : 0
  const user = ctx.user
  const unread = user
    ? (one<{ n: number }>(ctx.db, 'SELECT COUNT(*) AS n FROM messages WHERE user_id = ? AND is_read = 0 AND user_is_delete_time = 0', user.id)?.n ?? 0)
    : 0
  const floorList = dataMode === 2 ? [] : floors(ctx)
  const home = one<{ config: string }>(ctx.db, "SELECT config FROM layouts WHERE key = 'home'")
  return ok({
    data_mode: String(dataMode),
    navigation: navigationList(ctx),
    banner_list: banners(ctx),
    data_list: dataMode === 2 ? layoutView(ctx, parseLayoutText(home?.config ?? '[]')) : floorList,
    article_list: articles(ctx),
    right_icon_list: [
      { name: ctx.t('index.my_favor'), icon: 'icon-star', url: '/pages/user-favor/user-favor' },
      { name: ctx.t('index.messages'), icon: 'icon-message', url: '/pages/message/message', badge: unread },
    ],
    cart_total: cartTotalsView(ctx, user?.id),
    message_total: unread,
    ...homeExtras(ctx),
    ...goodsExtras(
      ctx,
      floorList.flatMap((floor) => floor.goods_ids),
    ),
  })
}

registerController('index', { index })
