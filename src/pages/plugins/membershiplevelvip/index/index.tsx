import { Button, Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { getLanding } from '@/api/plugins/membershiplevelvip'
import { PageShell } from '@/components/page-shell/page-shell'
import { SafeRichText } from '@/components/rich-text/rich-text'
import { StatusView } from '@/components/status-view/status-view'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { openPage } from '@/lib/navigate'
import { imageAlt } from '../../kit/image-alt'
import { readableOver } from '../components/readable-over'
import '../../kit/kit.scss'
import './index.scss'
import '@/i18n/locales/plugin-membershiplevelvip'

/** VIP landing (api-plugins-1 §3.1): public; the buy button opens the buy page. */
function VipLandingPage() {
  const landing = useRemote(getLanding, [])
  const data = landing.data
  return (
    <PageShell titleKey='plugin-membershiplevelvip.title_index' title={data?.base.applicationName || undefined}>
      <StatusView status={landing.status} message={landing.error} onRetry={landing.reload} />
      {landing.status === 'ready' && data ? (
        <View className='vip-landing'>
          <View className='vip-landing__banner' style={readableOver(data.background)}>
            {data.logo ? <Image className='vip-landing__logo' src={data.logo} mode='aspectFit' {...imageAlt('')} /> : null}
            <Text className='vip-landing__title'>{data.base.bannerTopTitle}</Text>
            <Button className='vip-landing__join' data-testid='vip-join' onClick={() => void openPage('/pages/plugins/membershiplevelvip/buy/buy')}>
              {data.base.buyButtonText || t('plugin-membershiplevelvip.join')}
            </Button>
          </View>
          <View className='pk-page'>
            <View className='pk-card'>
              <Text className='pk-card__title'>{t('plugin-membershiplevelvip.benefits')}</Text>
              <View className='vip-landing__benefits'>
                {data.benefits.map((item) => (
                  <View key={item.name} className='vip-landing__benefit'>
                    <Image className='vip-landing__benefit-icon' src={item.image} mode='aspectFit' {...imageAlt('')} />
                    <Text className='vip-landing__benefit-name'>{item.name}</Text>
                    <Text className='vip-landing__benefit-desc'>{item.desc}</Text>
                  </View>
                ))}
              </View>
            </View>
            {data.base.bannerContent ? (
              <View className='pk-card vip-landing__content'>
                <SafeRichText html={data.base.bannerContent} />
              </View>
            ) : null}
          </View>
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(VipLandingPage)
