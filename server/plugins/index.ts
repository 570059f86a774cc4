// Every plugin module of the demo server, one import each (each calls definePlugin()).
import './seckill'
import './coupon'
import './points'
import './membershiplevelvip'
import './signin'
import './exchangerate'
import './excellentbuyreturntocash'
import './coin'
import './wallet'
import './brand'
import './label'
import './express'
export {}
