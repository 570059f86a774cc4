import { Canvas, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react'
import { drawPoster, POSTER_HEIGHT, POSTER_WIDTH, type PosterContent, type PosterContext } from './poster-draw'

export interface PosterText {
  background: string
  avatar: string
  name: string
  invite: string
  scanHint: string
  link: string
}

export interface PosterCanvasHandle {
  /** Save the drawn poster: a download on the web, the photo album on mini-programs. Resolves false when it could not. */
  save: () => Promise<boolean>
}

interface Props {
  poster: PosterText
  /** Called once a drawing is finished (ok false: the canvas could not be drawn). */
  onDrawn: (ok: boolean) => void
}

type LoadImage = (src: string) => Promise<CanvasImageSource | null>

/** Both pictures, each null when it cannot be loaded (the poster is drawn without it). */
async function loadContent(poster: PosterText, load: LoadImage): Promise<PosterContent> {
  const [background, avatar] = await Promise.all([poster.background ? load(poster.background) : null, poster.avatar ? load(poster.avatar) : null])
  return { background, avatar, name: poster.name, invite: poster.invite, scanHint: poster.scanHint, link: poster.link }
}

/** The web build: a real <canvas>, saved as a PNG download. */
const WebPosterCanvas = /*#__PURE__*/ forwardRef<PosterCanvasHandle, Props>(function WebPosterCanvas({ poster, onDrawn }, ref) {
  const canvas = useRef<HTMLCanvasElement>(null)

  useEffect(() => {
    let live = true
    const load: LoadImage = (src) =>
      new Promise((resolve) => {
        const image = new Image()
        image.onload = () => resolve(image)
        image.onerror = () => resolve(null)
        image.src = src
      })
    void loadContent(poster, load).then((content) => {
      const ctx = canvas.current?.getContext('2d')
      if (!live) return
      if (!ctx) {
        onDrawn(false)
        return
      }
      ctx.clearRect(0, 0, POSTER_WIDTH, POSTER_HEIGHT)
      drawPoster(ctx, content)
      onDrawn(true)
    })
    return () => {
      live = false
    }
    // The poster's texts and pictures decide the drawing; onDrawn is the page's callback.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [poster.background, poster.avatar, poster.name, poster.invite, poster.scanHint, poster.link])

  useImperativeHandle(ref, () => ({
    async save() {
      const element = canvas.current
      if (!element) return false
      try {
        const link = document.createElement('a')
        link.href = element.toDataURL('image/png')
        link.download = 'poster.png'
        document.body.appendChild(link)
        link.click()
        link.remove()
        return true
      } catch {
        return false
      }
    },
  }))

  return (
    <View className='dist-poster__frame'>
      <canvas ref={canvas} className='dist-poster__canvas' width={POSTER_WIDTH} height={POSTER_HEIGHT} data-testid='dist-poster-canvas' />
    </View>
  )
})

const MINI_CANVAS_ID = 'dist-poster-canvas'

/** Mini-programs: Taro's 2d Canvas, saved to the photo album. */
const MiniPosterCanvas = /*#__PURE__*/ forwardRef<PosterCanvasHandle, Props>(function MiniPosterCanvas({ poster, onDrawn }, ref) {
  const node = useRef<{ createImage: () => { onload: () => void; onerror: () => void; src: string }; getContext: (kind: '2d') => PosterContext } | null>(null)

  useEffect(() => {
    let live = true
    Taro.createSelectorQuery()
      .select(`#${MINI_CANVAS_ID}`)
      .fields({ node: true, size: true })
      .exec((res) => {
        const found = res?.[0]?.node
        if (!live) return
        if (!found) {
          onDrawn(false)
          return
        }
        node.current = found
        found.width = POSTER_WIDTH
        found.height = POSTER_HEIGHT
        const load: LoadImage = (src) =>
          new Promise((resolve) => {
            const image = found.createImage()
            image.onload = () => resolve(image as unknown as CanvasImageSource)
            image.onerror = () => resolve(null)
            image.src = src
          })
        void loadContent(poster, load).then((content) => {
          if (!live) return
          drawPoster(found.getContext('2d'), content)
          onDrawn(true)
        })
      })
    return () => {
      live = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- redrawn when the poster's content changes
  }, [poster.background, poster.avatar, poster.name, poster.invite, poster.scanHint, poster.link])

  useImperativeHandle(ref, () => ({
    async save() {
      if (!node.current) return false
      try {
        const file = await Taro.canvasToTempFilePath({ canvas: node.current as unknown as Taro.Canvas, fileType: 'png' } as Taro.canvasToTempFilePath.Option)
        await Taro.saveImageToPhotosAlbum({ filePath: file.tempFilePath })
        return true
      } catch {
        return false
      }
    },
  }))

  return (
    <View className='dist-poster__frame'>
      <Canvas type='2d' id={MINI_CANVAS_ID} className='dist-poster__canvas' />
    </View>
  )
})

/** The poster drawn on a canvas; a ternary on the build so each build keeps only its own canvas. */
export const PosterCanvas = process.env.TARO_ENV === 'h5' ? WebPosterCanvas : MiniPosterCanvas
