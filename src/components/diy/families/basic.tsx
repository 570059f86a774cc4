import { View } from '@tarojs/components'
import * as read from '@/api/diy-modules/basic'
import { dp } from '../box-style'
import { DiySearchBox } from '../parts/search-box'
import { defineDiyModule } from '../registry'
import { CarouselView } from '../modules/carousel'
import { NavGroupView } from '../modules/nav-group'
import { NoticeView } from '../modules/notice'
import { TitleView } from '../modules/title'

const LINE_STYLES = ['solid', 'dashed', 'dotted', 'double']

/** The display modules most pages open with (one chunk on the web). */
const basic = {
  search: defineDiyModule({ read: read.readSearch, View: ({ data }) => <DiySearchBox search={data} /> }),
  carousel: defineDiyModule({ read: read.readCarousel, View: CarouselView, isEmpty: (d) => !d.slides.length }),
  'nav-group': defineDiyModule({ read: read.readNavGroup, View: NavGroupView, isEmpty: (d) => !d.items.length }),
  notice: defineDiyModule({ read: read.readNotice, View: NoticeView, isEmpty: (d) => !d.items.length }),
  title: defineDiyModule({ read: read.readTitle, View: TitleView }),
  'row-line': defineDiyModule({
    read: read.readRowLine,
    View: ({ data }) => (
      <View
        className='diy-row-line'
        style={{
          borderTopStyle: (LINE_STYLES.includes(data.lineStyle) ? data.lineStyle : 'solid') as 'solid',
          borderTopColor: data.color,
          borderTopWidth: dp(data.width) || '1px',
        }}
      />
    ),
  }),
  'auxiliary-blank': defineDiyModule({
    read: read.readBlank,
    View: ({ data }) => <View className='diy-blank' style={{ height: dp(data.height), ...(data.color ? { background: data.color } : {}) }} />,
  }),
}

export default basic
