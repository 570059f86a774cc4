// navigation/index: the home icon navigation.
import { registerController, ok, type Ctx } from '../core/router'
import { all } from '../db'

export const navigationPlatforms = JSON.stringify(['ios', 'android', 'h5', 'weixin', 'alipay', 'baidu', 'toutiao', 'qq', 'kuaishou'])

export function navigationList(ctx: Ctx) {
  return all<{ id: number; name: string; images_url: string; event_value: string; event_type: number; bg_color: string; is_need_login: number }>(
    ctx.db,
    'SELECT id, name, images_url, event_value, event_type, bg_color, is_need_login FROM navigations WHERE is_enable = 1 ORDER BY sort, id',
  ).map((n) => ({ ...n, images_url: ctx.img(n.images_url), platform: navigationPlatforms }))
}

registerController('navigation', { index: (ctx: Ctx) => ok(navigationList(ctx)) })
