// Self-pickup points (ShopXO: config common_self_extraction_address), listed by useraddress/extraction.
import type { Ctx } from '../../core/context'
import { asDecimal } from '../../core/validate'
import { configJson } from '../site/configs'
import { regionNames, type AddressFields } from './address'
import { distanceMetres, distanceView } from './regions'

interface PickupPoint extends AddressFields {
  id: number
  logo: string
}

/** Used when the site has not configured its own list (ids follow the seeded region tree). */
const DEFAULT_POINTS: PickupPoint[] = [
  {
    id: 0,
    alias: '总店',
    name: '美妆优选 静安旗舰店',
    tel: '021-62880000',
    province: 9,
    city: 37,
    county: 476,
    address: '南京西路1266号 恒隆广场 B1',
    lng: 121.451,
    lat: 31.2295,
    logo: '',
  },
  {
    id: 1,
    alias: '',
    name: '美妆优选 东城体验店',
    tel: '010-65120000',
    province: 1,
    city: 36,
    county: 457,
    address: '王府井大街138号',
    lng: 116.4108,
    lat: 39.9147,
    logo: '',
  },
]

function readCoordinates(ctx: Ctx): { lng: number; lat: number } | null {
  const lng = asDecimal(ctx.params.lng)
  const lat = asDecimal(ctx.params.lat)
  if (lng === null || lat === null || Math.abs(lng) > 180 || Math.abs(lat) > 90) return null
  return { lng, lat }
}

export function pickupPoints(ctx: Ctx) {
  const configured = configJson<unknown>(ctx.db, 'common_self_extraction_address', null)
  const points = Array.isArray(configured) ? (configured as PickupPoint[]) : DEFAULT_POINTS
  const here = readCoordinates(ctx)
  const list = points.map((p, index) => {
    const item: Record<string, unknown> = {
      id: Number.isInteger(p.id) ? p.id : index,
      alias: String(p.alias ?? ''),
      name: String(p.name ?? ''),
      tel: String(p.tel ?? ''),
      lng: String(p.lng ?? ''),
      lat: String(p.lat ?? ''),
      address: String(p.address ?? ''),
      province: String(p.province ?? ''),
      city: String(p.city ?? ''),
      county: String(p.county ?? ''),
      ...regionNames(ctx.db, p),
      logo: ctx.img(p.logo),
    }
    const metres = here ? distanceMetres(here.lat, here.lng, Number(p.lat), Number(p.lng)) : 0
    if (here) Object.assign(item, distanceView(metres))
    return { item, metres }
  })
  if (here) list.sort((a, b) => a.metres - b.metres)
  return list.map((entry) => entry.item)
}
