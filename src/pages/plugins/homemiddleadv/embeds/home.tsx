import { Image, View } from '@tarojs/components'
import { useEffect } from 'react'
import { parseHomeAds } from '@/api/plugins/homemiddleadv'
import { LAZY_IMAGE } from '@/lib/image-loading'
import { openUrl } from '@/lib/navigate'
import { HOME_BLOCKS, type HomeSlotProps } from '@/slots/slots'
import { registerEmbed } from '@/slots/slot'

/**
 * The home's middle ads (api-plugins-2 1): pictures from the home answer's plugins_homemiddleadv_data, in
 * the plugin order of plugins_sort_list. The server sends the key only while the plugin is on.
 */
function HomeMiddleAds({ pluginData, onSettled }: HomeSlotProps) {
  const ads = parseHomeAds(pluginData.homemiddleadv)
  useEffect(() => onSettled('homemiddleadv'), [onSettled])
  if (!ads.length) return null
  return (
    <View data-testid='home-middle-ads'>
      {ads.map((ad) => (
        <Image key={ad.image} className='home-ad' src={ad.image} mode='widthFix' {...LAZY_IMAGE} onClick={() => openUrl(ad.url)} />
      ))}
    </View>
  )
}

// No `when`: home waits for every block to settle before it draws the floors.
registerEmbed(HOME_BLOCKS, { plugin: 'homemiddleadv', order: 5, component: HomeMiddleAds })
