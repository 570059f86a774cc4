import { GOODS_DETAIL_BLOCKS, type GoodsDetailSlotProps } from '@/slots/slots'
import { registerEmbed } from '@/slots/slot'
import { GiveEntry } from '../components/give-entry'

function GiveAsGift({ plugins }: GoodsDetailSlotProps & { plugins: Record<string, unknown> }) {
  return <GiveEntry plugins={plugins} />
}

// After the coupons: a giftable goods offers "give as a gift".
registerEmbed(GOODS_DETAIL_BLOCKS, {
  plugin: 'givegift',
  order: 40,
  when: ({ plugins }) => Boolean(plugins.plugins_givegift_data),
  component: GiveAsGift,
})
