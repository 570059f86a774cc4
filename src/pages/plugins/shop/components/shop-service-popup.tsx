import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ReactNode } from 'react'
import type { ShopService } from '@/api/plugins/shop'
import { previewImages } from '@/components/image-viewer/image-preview'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { copyText } from '@/lib/dialogs'
import { openUrl } from '@/lib/navigate'
import './shop-service-popup.scss'
import '@/i18n/locales/plugin-shop-embeds'
import { Icon } from '@/components/icon/icon'
import type { IconName } from '@/components/icon/icon-names'
import { imageAlt } from '../../kit/image-alt'

const area = 'plugin-shop-embeds'

/** A contact row; `action` is the button's text, or with `actionIcon` what the icon-only button does. */
function ServiceRow({
  label,
  value,
  action,
  actionIcon,
  onAction,
  testId,
}: {
  label: string
  value: ReactNode
  action: string
  actionIcon?: IconName
  onAction: () => void
  testId: string
}) {
  return (
    <View className='shop-service__row' data-testid={testId}>
      <Text className='shop-service__label'>{label}</Text>
      <Text className='shop-service__value'>{value}</Text>
      <View className='shop-service__action' onClick={onAction} {...pressable(onAction, actionIcon ? action : undefined)}>
        {actionIcon ? <Icon name={actionIcon} size={32} /> : <Text>{action}</Text>}
      </View>
    </View>
  )
}

export function openingHours(service: ShopService): string {
  if (!service.openTime && !service.closeTime) return ''
  return t(`${area}.service_hours_value`, { from: service.openWeek, to: service.closeWeek, open: service.openTime, close: service.closeTime })
}

/**
 * The shop's "online service" sheet (api-plugins-2 §3.2 header): chat link, QQ (copy), phone (call),
 * opening hours (copy), WeChat / LINE QR pictures (tap to enlarge).
 */
export const ShopServicePopup = observer(function ShopServicePopup({ service, onClose }: { service: ShopService; onClose: () => void }) {
  const hours = openingHours(service)
  const codes = [
    { key: 'weixin', image: service.weixinQr, label: t(`${area}.service_weixin`) },
    { key: 'line', image: service.lineQr, label: t(`${area}.service_line`) },
  ].filter((code) => code.image)
  const empty = !service.chat && !service.qq && !service.tel && !hours && !codes.length
  return (
    <View className='shop-service' data-testid='shop-service-popup'>
      <View className='shop-service__mask' onClick={onClose} />
      <View className='shop-service__panel'>
        <Text className='shop-service__title'>{t(`${area}.service_title`)}</Text>
        {service.chat ? (
          <ServiceRow
            label={t(`${area}.service_chat`)}
            value={service.chat.name}
            action={t(`${area}.service_chat_open`)}
            actionIcon='chevron-right'
            onAction={() => openUrl(service.chat?.url)}
            testId='shop-service-chat'
          />
        ) : null}
        {service.qq ? (
          <ServiceRow
            label={t(`${area}.service_qq`)}
            value={service.qq}
            action={t(`${area}.copy`)}
            onAction={() => void copyText(service.qq)}
            testId='shop-service-qq'
          />
        ) : null}
        {service.tel ? (
          <ServiceRow
            label={t(`${area}.service_tel`)}
            value={service.tel}
            action={t(`${area}.call`)}
            onAction={() => openUrl(`tel://${service.tel}`)}
            testId='shop-service-tel'
          />
        ) : null}
        {hours ? (
          <ServiceRow
            label={t(`${area}.service_hours`)}
            value={hours}
            action={t(`${area}.copy`)}
            onAction={() => void copyText(hours)}
            testId='shop-service-hours'
          />
        ) : null}
        {codes.length ? (
          <View className='shop-service__codes'>
            {codes.map((code) => (
              <View key={code.key} className='shop-service__code' data-testid={`shop-service-${code.key}`}>
                <Image
                  className='shop-service__qr'
                  src={code.image}
                  mode='aspectFit'
                  onClick={() => previewImages([code.image])}
                  {...imageAlt(code.label)}
                  {...pressable(() => previewImages([code.image]), t(`${area}.service_qr_enlarge`, { name: code.label }))}
                />
                <Text className='shop-service__code-label'>{code.label}</Text>
              </View>
            ))}
          </View>
        ) : null}
        {empty ? <Text className='shop-service__empty'>{t(`${area}.service_empty`)}</Text> : null}
        <View className='shop-service__close' onClick={onClose} {...pressable(onClose)} data-testid='shop-service-close'>
          {t(`${area}.close`)}
        </View>
      </View>
    </View>
  )
})
