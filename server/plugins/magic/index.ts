// magic (api-plugins-2 §3.14): "magic cube" goods showcases. The home block (plugins_magic_data) and the
// page listing one group's goods (magic/goods/detail {id, ix}).
import type { Database } from 'better-sqlite3'
import { definePlugin } from '../../core/plugins'
import { defineMessages } from '../../core/i18n'
import { ApiError, ok, type Ctx } from '../../core/router'
import { optionalInt, requireId } from '../../core/validate'
import { all, one } from '../../db'
import { goodsListItem, type GoodsRow } from '../../services/goods/goods-view'
import { registerHomeExtension } from '../../services/site/home-extensions'
import { seedMagic } from './seed'

defineMessages({
  'magic.title': { zh: '魔方', en: 'Magic cube' },
  'magic.not_found': { zh: '该商品组不存在或已下线', en: 'This goods group does not exist or has been taken down' },
})

const HOME_GOODS = 8

interface CubeRow {
  id: number
  name: string
  show_style: number
  is_text_white: number
  bg_images: string
}

interface GroupRow {
  id: number
  magic_id: number
  title: string
  describe: string
  icon: string
  rolling_time: number
}

export const magicUrl = (id: number, ix: number) => `/pages/plugins/magic/detail/detail?id=${id}&ix=${ix}`

function groupsOf(db: Database, magicId: number): GroupRow[] {
  return all<GroupRow>(db, 'SELECT * FROM magic_groups WHERE magic_id = ? ORDER BY sort, id', magicId)
}

function groupGoods(db: Database, groupId: number, limit = -1): GoodsRow[] {
  return all<GoodsRow>(
    db,
    `SELECT g.* FROM magic_group_goods mg JOIN goods g ON g.id = mg.goods_id
     WHERE mg.group_id = ? AND g.is_shelves = 1 AND g.is_delete_time = 0 ORDER BY mg.sort, g.id LIMIT ?`,
    groupId,
    limit,
  )
}

/** Home: each enabled cube with its groups; a group links to its page by the cube id and its index. */
function homeCubes(ctx: Ctx) {
  const cubes = all<CubeRow>(ctx.db, 'SELECT * FROM magic_cubes WHERE is_enable = 1 ORDER BY sort, id')
    .map((cube) => ({
      id: cube.id,
      name: cube.name,
      show_style: cube.show_style,
      is_text_white: cube.is_text_white,
      bg_images: ctx.img(cube.bg_images),
      data: groupsOf(ctx.db, cube.id).map((group, ix) => ({
        title: group.title,
        describe: group.describe,
        icon: ctx.img(group.icon),
        url: magicUrl(cube.id, ix),
        rolling_time: group.rolling_time,
        goods_list: groupGoods(ctx.db, group.id, HOME_GOODS).map((g) => goodsListItem(ctx, g, { withoutContent: true })),
      })),
    }))
    .filter((cube) => cube.data.length > 0)
  return cubes.length ? { goods: cubes } : null
}

function detail(ctx: Ctx) {
  const cube = one<CubeRow>(ctx.db, 'SELECT * FROM magic_cubes WHERE id = ? AND is_enable = 1', requireId(ctx))
  const ix = optionalInt(ctx, 'ix', 0, 0, 1000)
  const group = cube ? groupsOf(ctx.db, cube.id)[ix] : undefined
  if (!cube || !group) throw new ApiError(ctx.t('magic.not_found'))
  return ok({
    data: {
      title: group.title,
      describe: group.describe,
      icon: ctx.img(group.icon),
      goods_list: groupGoods(ctx.db, group.id).map((g) => goodsListItem(ctx, g, { withoutContent: true })),
    },
  })
}

registerHomeExtension({ plugin: 'magic', data: homeCubes })

definePlugin({
  name: 'magic',
  baseData: (ctx) => ({ application_name: ctx.t('magic.title') }),
  controls: { goods: { detail } },
  seed: seedMagic,
})
