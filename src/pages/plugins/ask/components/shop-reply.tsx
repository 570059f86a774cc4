import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { SafeRichText } from '@/components/rich-text/rich-text'
import { t } from '@/i18n'
import { useStores } from '@/stores/root-store'
import './ask.scss'
import '@/i18n/locales/plugin-ask'
import { imageAlt } from '../../kit/image-alt'

/** The shop's answer to a question, under the shop's square logo (api-plugins-2 §3.10). */
export const ShopReply = observer(function ShopReply({ html, date }: { html: string; date: string }) {
  const { app } = useStores()
  const logo = app.settings.logoSquare
  return (
    <View className='ask-reply' data-testid='ask-reply'>
      <View className='ask-reply__head'>
        {logo ? <Image className='ask-reply__logo' src={logo} mode='aspectFill' {...imageAlt('')} /> : null}
        <Text className='ask-reply__who'>{t('plugin-ask.shop_reply', { shop: app.settings.siteName || t('common.app_name') })}</Text>
        {date ? <Text className='ask-reply__date'>{date}</Text> : null}
      </View>
      <SafeRichText className='ask-reply__body' html={html} />
    </View>
  )
})
