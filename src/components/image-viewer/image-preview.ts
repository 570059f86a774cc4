import Taro from '@tarojs/taro'
import { openImageViewer } from './web-image-viewer'

/**
 * Full-screen preview of `urls`, opened at `current` (default: the first). Mini-programs use their
 * native viewer; the web build uses the light DOM viewer (see web-image-viewer.ts for why).
 */
export function previewImages(urls: string[], current?: string): void {
  const images = urls.filter(Boolean)
  if (!images.length) return
  // if/else on the build-time constant: the web build then drops Taro's viewer altogether.
  if (process.env.TARO_ENV === 'h5') {
    openImageViewer(images, current)
  } else {
    void Taro.previewImage({ urls: images, current: current ?? images[0] }).catch(() => undefined)
  }
}
