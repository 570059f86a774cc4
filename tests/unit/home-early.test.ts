import { configureClient, type ClientEnvironment, type TransportRequest } from '@/api/client'
import { getHome, takeEarlyHome } from '@/api/home'
import { startEarlyHome } from '@/api/home-early'

function answering(bodies: unknown[]) {
  const sent: TransportRequest[] = []
  const env: ClientEnvironment = {
    transport: (req) => {
      sent.push(req)
      return Promise.resolve({ statusCode: 200, data: bodies.length > 1 ? bodies.shift() : bodies[0] })
    },
    upload: () => Promise.reject(new Error('no upload here')),
    baseUrl: () => 'https://shop.test/',
    commonParams: () => [],
    toast: () => undefined,
    onLoginExpired: () => undefined,
    networkMessage: () => 'offline',
    badDataMessage: () => 'unreadable',
  }
  configureClient(env)
  return sent
}

const homeAnswer = (banner: string, cached: number) => ({
  code: 0,
  msg: '',
  data: { is_result_data_cache: cached, banner_list: [{ id: 1, name: banner, images_url: `https://shop.test/${banner}.png` }] },
})

describe('home answer (the entry keeps only the request; parsing loads with the home page)', () => {
  it('asks again when the server answered from its snapshot, and parses the fresh answer', async () => {
    const sent = answering([homeAnswer('old', 1), homeAnswer('fresh', 0)])
    const result = await getHome()
    expect(sent).toHaveLength(2)
    expect(result.ok && result.data.banners.map((b) => b.name)).toEqual(['fresh'])
  })

  it('the answer started at boot is taken once, parsed, and the banner is fetched first', async () => {
    const created: HTMLImageElement[] = []
    const RealImage = window.Image
    window.Image = class extends RealImage {
      constructor() {
        super()
        created.push(this)
      }
    } as typeof Image
    try {
      const sent = answering([homeAnswer('boot', 0)])
      startEarlyHome()
      const early = takeEarlyHome()
      expect(takeEarlyHome()).toBeNull()
      const result = await early
      expect(result?.ok && result.data.banners[0].image).toBe('https://shop.test/boot.png')
      expect(sent).toHaveLength(1)
      expect(created.map((image) => [image.src, image.getAttribute('fetchpriority')])).toEqual([['https://shop.test/boot.png', 'high']])
    } finally {
      window.Image = RealImage
    }
  })
})
