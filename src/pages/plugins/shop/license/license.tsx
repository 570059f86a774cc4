import { Image, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { getShopLicense } from '@/api/plugins/shop'
import { previewImages } from '@/components/image-viewer/image-preview'
import { PageShell } from '@/components/page-shell/page-shell'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { whenLinked } from '@/lib/route-params'
import { RecordStatus } from '../../kit/record-status'
import '../../kit/kit.scss'
import './license.scss'
import '@/i18n/locales/plugin-shop'
import { imageAlt } from '../../kit/image-alt'
import { pressable } from '@/lib/a11y'

const area = 'plugin-shop'

/** A shop's business licence (api-plugins-2 §3.2): title, subtitle, the licence pictures (tap to enlarge), notes. */
function ShopLicensePage() {
  const id = (useRouter().params.id ?? '').trim()
  const remote = useRemote(
    whenLinked(id, () => getShopLicense(id)),
    [id],
  )
  const license = remote.data
  return (
    <PageShell titleKey={`${area}.title_license`} title={license?.title || undefined}>
      {remote.status === 'ready' && license ? (
        <View className='pk-page shop-license' data-testid='shop-license'>
          <View className='pk-card'>
            <Text className='pk-card__title'>{license.title}</Text>
            {license.subTitle ? <Text className='shop-license__sub'>{license.subTitle}</Text> : null}
            {license.images.map((image, index) => (
              <Image
                key={image}
                className='shop-license__image'
                src={image}
                mode='widthFix'
                onClick={() => previewImages(license.images, image)}
                {...imageAlt(t(`${area}.license_image_n`, { n: index + 1 }))}
                {...pressable(() => previewImages(license.images, image), t(`${area}.license_image_n`, { n: index + 1 }))}
                data-testid='shop-license-image'
              />
            ))}
            {license.images.length ? <Text className='shop-license__hint'>{t(`${area}.license_preview_tip`)}</Text> : null}
          </View>
          {license.tips.length ? (
            <View className='pk-card shop-license__tips'>
              {license.tips.map((tip, index) => (
                <Text key={`${index}-${tip}`} className='shop-license__tip'>
                  {tip}
                </Text>
              ))}
            </View>
          ) : null}
        </View>
      ) : (
        <RecordStatus remote={remote} notFound={t(`${area}.not_found`)} />
      )}
    </PageShell>
  )
}

export default observer(ShopLicensePage)
