import { Video } from '@tarojs/components'

/** Taro's player for HLS streams on the web, loaded on demand by VideoPlayer. */
export default function WebHlsVideo({ src, poster, className }: { src: string; poster?: string; className?: string }) {
  return <Video className={className} src={src} poster={poster} objectFit='contain' />
}
