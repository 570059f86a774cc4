import { isOn, strings, type Raw } from '../diy'
import { readCardLook, type CardLook } from '../diy-modules/card-look'
import { readGoodsDisplay, type GoodsListModule } from '../diy-modules/goods'
import { dataSourceRows, parseDiyGoods } from '../diy-modules/rows'
import { arr, obj, str } from '../parse'

export interface DiyActivity {
  id: string
  title: string
  cover: string
  describe: string
  keywords: string[]
  url: string
  /** The activity's goods in the module's goods-list look. */
  goods: GoodsListModule
}

/** The page builder's activity module (api-plugins-2 2.4 "activity"): activities by the data-source pattern. */
export interface ActivityDiyModule {
  /** '0' image left, '1' image on top, '2' big image with the title over it. */
  theme: string
  activities: DiyActivity[]
  /** Which parts of an activity show: 'img', 'title', 'desc', 'keywords'. */
  show: string[]
  /** Big-image theme: a dark veil over the picture, under the title. */
  imageMask: boolean
  look: CardLook
}

const ACTIVITY_PAGE = '/pages/plugins/activity/detail/detail'

export function readActivityDiy(c: Raw, s: Raw): ActivityDiyModule {
  return {
    theme: str(c.main_theme, '0'),
    activities: dataSourceRows(c, 'title', 'cover')
      .filter((row) => str(row.id))
      .map((row) => ({
        id: str(row.id),
        title: str(row.title),
        cover: str(row.cover),
        describe: str(row.describe),
        keywords: strings(row.keywords_arr).filter(Boolean),
        url: str(row.url) || `${ACTIVITY_PAGE}?id=${str(row.id)}`,
        goods: readGoodsDisplay(
          c,
          s,
          arr<Raw>(row.goods_list).map((g) => parseDiyGoods(obj(g))),
        ),
      })),
    show: c.is_main_show === undefined ? ['img', 'title', 'desc', 'keywords'] : strings(c.is_main_show),
    imageMask: isOn(c.is_img_mask),
    look: readCardLook(c, s, 'activity'),
  }
}
