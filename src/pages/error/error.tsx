import { Text, View } from '@tarojs/components'
import Taro, { usePullDownRefresh, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useMemo } from 'react'
import { ActionButton } from '@/components/action-button/action-button'
import { PageShell } from '@/components/page-shell/page-shell'
import { t } from '@/i18n'
import { decodeBase64 } from '@/lib/base64'
import { goBack, HOME_PAGE, openPage } from '@/lib/navigate'
import './error.scss'
import '@/i18n/locales/pay'

/** ?msg= is encodeURIComponent(base64(text)) (api-core 3.36); plain text is shown as it is. */
export function decodeErrorMessage(raw: string | undefined): string {
  if (!raw) return ''
  let text = raw
  try {
    text = decodeURIComponent(raw)
  } catch {
    /* already decoded */
  }
  if (/^[A-Za-z0-9+/]+={0,2}$/.test(text) && text.length % 4 === 0) {
    const decoded = decodeBase64(text)
    // Keep the raw text when "decoding" produced binary noise.
    // eslint-disable-next-line no-control-regex -- binary noise is made of control characters
    if (decoded && !/[\u0000-\u0008\uFFFD]/.test(decoded)) return decoded
  }
  return text
}

function ErrorPage() {
  const router = useRouter()
  const message = useMemo(() => decodeErrorMessage(router.params.msg), [router.params.msg])
  usePullDownRefresh(() => void Taro.stopPullDownRefresh())

  return (
    <PageShell titleKey='pay.title_error'>
      <View className='error-page' data-testid='error-page'>
        <View className='error-page__icon' />
        <Text className='error-page__text' data-testid='error-message'>
          {message || t('pay.error_default')}
        </Text>
        <View className='error-page__buttons'>
          <ActionButton kind='plain' className='error-page__button' onClick={() => goBack()}>
            {t('common.back')}
          </ActionButton>
          <ActionButton className='error-page__button' testId='error-home' onClick={() => void openPage(HOME_PAGE)}>
            {t('common.back_home')}
          </ActionButton>
        </View>
      </View>
    </PageShell>
  )
}

export default observer(ErrorPage)
