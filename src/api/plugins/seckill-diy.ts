import { arr, int, obj, str } from '../parse'
import { parseSeckillGoods, type SeckillGoods, type SeckillStatus } from './seckill-goods'

type Raw = Record<string, unknown>

/** The page builder's flash-sale module (api-plugins-2 2.4 "seckill"), filled by the plugin on the server. */
export interface SeckillDiyModule {
  showHead: boolean
  title: string
  titleImage: string
  /** The "more" link's text (to the flash-sale hall), or '' for none. */
  moreText: string
  /** '1' one column, '2' two columns, '3' sideways slide. */
  layout: string
  show: string[]
  buttonText: string
  priceTitle: string
  status: SeckillStatus
  /** What shows instead of a clock once the sale is over. */
  endedText: string
  /** Unix seconds. */
  startsAt: number
  endsAt: number
  goods: SeckillGoods[]
}

const STATUS: Record<number, SeckillStatus> = { 0: 'upcoming', 1: 'running', 2: 'ended' }

export function readSeckillDiy(c: Raw): SeckillDiyModule {
  const current = obj(obj(c.data).current)
  const time = obj(current.time)
  return {
    showHead: str(c.head_state, '1') === '1',
    title: str(c.title_type, 'text') === 'text' ? str(c.title_text) : '',
    titleImage: str(c.title_type, 'text') === 'text' ? '' : str(obj(arr(c.title_src)[0]).url),
    moreText: str(c.button_status, '1') === '1' ? str(c.button_text) || ' ' : '',
    layout: str(c.shop_style_type, '1'),
    show: c.is_show === undefined ? ['title', 'price', 'original_price'] : arr(c.is_show).map((v) => str(v)),
    buttonText: str(c.is_shop_show, '1') === '1' ? str(c.shop_button_text) || ' ' : '',
    priceTitle: str(c.seckill_pirce_title),
    status: STATUS[int(time.status, 3)] ?? 'error',
    endedText: str(time.time_first_text),
    startsAt: int(current.time_start_number),
    endsAt: int(current.time_end_number),
    goods: arr<Raw>(current.goods).map((row) => parseSeckillGoods(obj(row))),
  }
}
