import Taro from '@tarojs/taro'
import { fireEvent, render } from '@testing-library/react'
import { previewImages } from '@/components/image-viewer/image-preview'
import { openImageViewer } from '@/components/image-viewer/web-image-viewer'

const viewer = () => document.querySelector('.web-image-viewer') as HTMLElement | null
const shown = () => (viewer()?.querySelector('img') as HTMLImageElement).getAttribute('src')
const counter = () => viewer()?.querySelector('.web-image-viewer__counter')?.textContent
const swipe = (fromX: number, toX: number) => {
  fireEvent.touchStart(viewer()!, { touches: [{ clientX: fromX, clientY: 10 }] })
  fireEvent.touchEnd(viewer()!, { changedTouches: [{ clientX: toX, clientY: 10 }] })
}

describe('web image viewer', () => {
  afterEach(() => document.querySelectorAll('.web-image-viewer').forEach((el) => el.remove()))

  it('opens at the tapped photo and turns with swipes, wrapping at the ends', () => {
    openImageViewer(['a.png', 'b.png', 'c.png'], 'c.png')
    expect(shown()).toBe('c.png')
    expect(counter()).toBe('3 / 3')
    swipe(300, 100) // leftwards: next, wraps to the first
    expect(shown()).toBe('a.png')
    expect(counter()).toBe('1 / 3')
    swipe(100, 300) // rightwards: previous
    expect(shown()).toBe('c.png')
  })

  it('a swipe does not close it; a tap and Escape do', () => {
    openImageViewer(['a.png', 'b.png'])
    swipe(300, 100)
    fireEvent.click(viewer()!) // the click that ends a swipe on touch screens
    expect(viewer()).not.toBeNull()
    fireEvent.click(viewer()!)
    expect(viewer()).toBeNull()
    openImageViewer(['a.png'])
    expect(counter()).toBe('')
    fireEvent.keyDown(document, { key: 'ArrowRight' })
    expect(shown()).toBe('a.png')
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(viewer()).toBeNull()
  })
})

describe('previewImages', () => {
  const env = process.env.TARO_ENV
  afterEach(() => {
    process.env.TARO_ENV = env
    document.querySelectorAll('.web-image-viewer').forEach((el) => el.remove())
    jest.restoreAllMocks()
  })

  it('uses the DOM viewer on the web and the native one in mini-programs; nothing for no images', () => {
    const native = jest.spyOn(Taro, 'previewImage').mockResolvedValue({ errMsg: 'ok' } as never)
    process.env.TARO_ENV = 'h5'
    previewImages(['', 'x.png'])
    expect(shown()).toBe('x.png')
    expect(native).not.toHaveBeenCalled()
    viewer()!.remove()
    process.env.TARO_ENV = 'weapp'
    previewImages(['x.png', 'y.png'], 'y.png')
    expect(native).toHaveBeenCalledWith({ urls: ['x.png', 'y.png'], current: 'y.png' })
    previewImages([''])
    expect(native).toHaveBeenCalledTimes(1)
    expect(viewer()).toBeNull()
  })
})

describe('VideoPlayer on the web', () => {
  const env = process.env.TARO_ENV
  afterEach(() => {
    process.env.TARO_ENV = env
  })

  it('plays plain files in the browser player', () => {
    process.env.TARO_ENV = 'h5'
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { VideoPlayer } = require('@/components/video-player/video-player')
      const { container } = render(<VideoPlayer src='https://cdn.example/clip.mp4' poster='p.png' className='v' />)
      const video = container.querySelector('video') as HTMLVideoElement
      expect(video.getAttribute('src')).toBe('https://cdn.example/clip.mp4')
      expect(video.getAttribute('poster')).toBe('p.png')
      expect(video.controls).toBe(true)
    })
  })
})
