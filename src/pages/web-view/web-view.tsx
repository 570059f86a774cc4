import { View, WebView } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useMemo } from 'react'
import { PageShell } from '@/components/page-shell/page-shell'
import { StatusView } from '@/components/status-view/status-view'
import { t } from '@/i18n'
import { useStores } from '@/stores/root-store'
import './web-view.scss'
import '@/i18n/locales/pay'

/** ?url=<encodeURIComponent(url)> with {token} replaced by the shopper's token (api-core 3.35). */
export function webViewTarget(raw: string | undefined, token: string): string {
  if (!raw) return ''
  let url = raw
  try {
    url = decodeURIComponent(raw)
  } catch {
    /* already decoded by the router */
  }
  url = url.split('{token}').join(encodeURIComponent(token))
  return /^https?:\/\//i.test(url) ? url : ''
}

function WebViewPage() {
  const router = useRouter()
  const { session } = useStores()
  const url = useMemo(() => webViewTarget(router.params.url, session.token), [router.params.url, session.token])

  return (
    <PageShell titleKey='pay.title_web'>
      {url ? (
        process.env.TARO_ENV === 'h5' ? (
          <View className='web-view'>
            <iframe className='web-view__frame' src={url} data-testid='web-view-frame' title={t('pay.title_web')} />
          </View>
        ) : (
          <WebView src={url} />
        )
      ) : (
        <StatusView status='error' message={t('pay.web_invalid')} />
      )}
    </PageShell>
  )
}

export default observer(WebViewPage)
