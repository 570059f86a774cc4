import { View } from '@tarojs/components'
import * as read from '@/api/diy-modules/basic'
import { VideoPlayer } from '@/components/video-player/video-player'
import { defineDiyModule } from '../registry'
import { FloatWindowView } from '../modules/float-window'
import { UserInfoView } from '../modules/user-info'

/** Modules fewer pages use: video, the shopper's card, the float button (one chunk on the web). */
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
  'float-window': defineDiyModule({ read: read.readFloatWindow, View: FloatWindowView, isEmpty: (d) => !d.image, floating: true }),
}

export default extras
