import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { AGREEMENT_DOCUMENTS, AgreementSheet } from '@/components/agreement-sheet/agreement-sheet'
import { PageShell } from '@/components/page-shell/page-shell'
import { t } from '@/i18n'
import { pressable, imageAlt } from '@/lib/a11y'
import { useStores } from '@/stores/root-store'
import './about.scss'
import '@/i18n/locales/account'
import '@/i18n/locales/setup'

/** The application config's two version readings (spec 1): both are shown. */
export const APP_VERSION = { name: '1.0.1', code: 101, core: 'v6.6', coreDate: '20250428' }

/** About (api-core 3.34): no calls, everything from the cached config. */
function AboutPage() {
  const { app } = useStores()
  const { settings } = app
  const title = settings.clientTitle || settings.siteName || t('common.app_name')
  const describe = settings.clientDescription || settings.storeDescription || t('setup.about_describe')
  const logo = settings.logoSquare
  const [agreement, setAgreement] = useState('')
  const open = (key: string) => setAgreement(AGREEMENT_DOCUMENTS[key] ?? '')
  return (
    <PageShell titleKey='setup.title_about' className='about'>
      <View className='about__head'>
        {logo ? (
          <Image className='about__logo' src={logo} mode='aspectFit' {...imageAlt('')} />
        ) : (
          <View className='about__logo about__logo--text'>{title.slice(0, 1)}</View>
        )}
        <Text className='about__title' data-testid='about-title'>
          {title}
        </Text>
        <Text className='about__describe'>{describe}</Text>
      </View>
      <View className='form-card'>
        <View className='form-row'>
          <Text className='form-row__label about__label'>{t('setup.version')}</Text>
          <Text className='form-row__value about__value' data-testid='about-version'>
            {t('setup.version_value', { name: APP_VERSION.name, code: APP_VERSION.code })}
          </Text>
        </View>
        <View className='form-row'>
          <Text className='form-row__label about__label'>{t('setup.core_version')}</Text>
          <Text className='form-row__value about__value'>{`${APP_VERSION.core} (${APP_VERSION.coreDate})`}</Text>
        </View>
        <View className='form-row form-row--link' onClick={() => open('agreement_userregister_url')} {...pressable(() => open('agreement_userregister_url'))}>
          <Text className='form-row__label about__label'>{t('account.agreement_service')}</Text>
          <View className='form-row__value' />
          <View className='form-row__arrow' />
        </View>
        <View className='form-row form-row--link' onClick={() => open('agreement_userprivacy_url')} {...pressable(() => open('agreement_userprivacy_url'))}>
          <Text className='form-row__label about__label'>{t('account.agreement_privacy')}</Text>
          <View className='form-row__value' />
          <View className='form-row__arrow' />
        </View>
      </View>
      <Text className='about__copyright'>{t('setup.copyright', { year: new Date().getFullYear(), title })}</Text>
      {agreement ? <AgreementSheet document={agreement} onClose={() => setAgreement('')} /> : null}
    </PageShell>
  )
}

export default observer(AboutPage)
