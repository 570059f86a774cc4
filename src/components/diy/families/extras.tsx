import { View } from '@tarojs/components'
import * as read from '@/api/diy-modules/extras'
import { VideoPlayer } from '@/components/video-player/video-player'
import { defineDiyModule } from '../registry'
import { FloatWindowView } from '../modules/float-window'
import { HotZoneView } from '../modules/hot-zone'
import { ImgMagicView } from '../modules/img-magic'
import { UserInfoView } from '../modules/user-info'

/** Modules fewer pages use: video, the shopper's card, the float button, image cubes and hot zones (one chunk on the web). */
const extras = {
  video: defineDiyModule({
    read: read.readVideo,
    isEmpty: (d) => !d.url,
    View: ({ data }) => (
      <View className='diy-video' style={{ paddingTop: `${data.ratio * 100}%` }} data-testid='diy-video'>
        <VideoPlayer className='diy-video__player' src={data.url} poster={data.poster || undefined} />
      </View>
    ),
  }),
  'user-info': defineDiyModule({ read: read.readUserInfo, View: UserInfoView }),
  'img-magic': defineDiyModule({ read: read.readImgMagic, View: ImgMagicView, isEmpty: (d) => !d.cells.length }),
  'hot-zone': defineDiyModule({ read: read.readHotZone, View: HotZoneView, isEmpty: (d) => !d.image }),
  'float-window': defineDiyModule({ read: read.readFloatWindow, View: FloatWindowView, isEmpty: (d) => !d.image, floating: true }),
}

export default extras
