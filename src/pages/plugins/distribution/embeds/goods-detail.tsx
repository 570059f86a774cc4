import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { getGoodsPoster, parseDistributionBase } from '@/api/plugins/distribution-base'
import { previewImages } from '@/components/image-viewer/image-preview'
import { t } from '@/i18n'
import { toast } from '@/lib/navigate'
import { ensureLogin } from '@/lib/session-gate'
import { registerEmbed } from '@/slots/slot'
import { GOODS_DETAIL_SHARE } from '@/slots/slots'
import { useStores } from '@/stores/root-store'
import { setItem } from '@/stores/storage'
import '@/i18n/locales/plugin-distribution-embeds'
import { Icon } from '@/components/icon/icon'
import { pressable } from '@/lib/a11y'

/**
 * "Poster" beside the goods' share button (api-plugins-1 §4.15): the server makes a poster of the goods with
 * the shopper's referral QR code, shown full screen (long-press or save from there). Login required.
 */
const GoodsPosterButton = observer(function GoodsPosterButton({ goodsId, className }: { goodsId: string; className: string }) {
  const { app } = useStores()
  const base = app.pluginBase('distribution', parseDistributionBase)
  const [busy, setBusy] = useState(false)
  if (!base?.goodsPosterEnabled || !goodsId) return null

  const open = async () => {
    if (busy) return
    if (!ensureLogin()) {
      // Back to this goods after logging in (the web router loses the page's query).
      setItem('cache_prev_page_key', `/pages/goods-detail/goods-detail?id=${goodsId}`)
      return
    }
    setBusy(true)
    const result = await getGoodsPoster(goodsId)
    setBusy(false)
    if (!result.ok) return
    if (result.data) previewImages([result.data])
    else toast(t('plugin-distribution-embeds.goods_poster_empty'))
  }

  return (
    <View className={className} onClick={() => void open()} {...pressable(() => void open())} data-testid='goods-poster' aria-disabled={busy}>
      <Icon name='image-down' size={40} className={`${className}__glyph`} />
      <Text>{t(busy ? 'plugin-distribution-embeds.goods_poster_making' : 'plugin-distribution-embeds.goods_poster')}</Text>
    </View>
  )
})

registerEmbed(GOODS_DETAIL_SHARE, { plugin: 'distribution', order: 10, component: GoodsPosterButton })
