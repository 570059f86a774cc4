import { Video } from '@tarojs/components'
import { lazy, Suspense } from 'react'

interface Props {
  src: string
  poster?: string
  className?: string
}

/** HLS streams (.m3u8) need Taro's player on the web: it brings hls.js where the browser lacks HLS. */
const isHls = (src: string) => /\.m3u8(\?|#|$)/i.test(src)

// Web only: Taro's H5 Video is a web component whose runtime (~20 KB gzip) would otherwise load with
// every page that can show a video; it is fetched only for an HLS stream.
const WebHlsVideo = lazy(() => import('./web-hls-video'))

/** The web build's player: the browser's own for plain files, Taro's (on demand) for HLS. */
function WebVideo({ src, poster, className }: Props) {
  if (!isHls(src)) return <video className={className} src={src} poster={poster} controls playsInline preload='metadata' style={{ objectFit: 'contain' }} />
  return (
    <Suspense fallback={null}>
      <WebHlsVideo src={src} poster={poster} className={className} />
    </Suspense>
  )
}

/**
 * A video with its controls, fitted inside its box. The choice is a ternary on the build-time
 * constant so that each build keeps only its own branch (and its imports).
 */
export function VideoPlayer(props: Props) {
  return process.env.TARO_ENV === 'h5' ? (
    <WebVideo {...props} />
  ) : (
    <Video className={props.className} src={props.src} poster={props.poster} objectFit='contain' />
  )
}
