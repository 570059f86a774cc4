// points (积分商城): points mall, claim-by-code, and points as a checkout deduction.
import { definePlugin } from '../../core/plugins'
import { ok, type Ctx } from '../../core/router'
import { registerPointsCheckout } from './checkout'
import { mallIndex } from './mall'
import { scanIndex } from './scan'
import { seedPoints } from './seed'
import './messages'

registerPointsCheckout()

definePlugin({
  name: 'points',
  baseData: (ctx: Ctx) => ({ application_name: ctx.t('points.name'), is_default_use_points: 0 }),
  controls: {
    index: { index: (ctx) => ok(mallIndex(ctx)) },
    scan: { index: (ctx) => ok(scanIndex(ctx)) },
  },
  seed: seedPoints,
})
