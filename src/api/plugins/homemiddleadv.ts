import { arr, obj, str } from '../parse'

/** A picture link of the home's middle ads (plugins_homemiddleadv_data: [{images, url}]). */
export interface HomeAd {
  image: string
  url: string
}

export function parseHomeAds(data: unknown): HomeAd[] {
  return arr<Record<string, unknown>>(data)
    .map(obj)
    .map((item) => ({ image: str(item.images ?? item.images_url), url: str(item.url) }))
    .filter((ad) => ad.image)
}
