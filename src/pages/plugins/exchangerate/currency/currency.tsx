import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { Currency } from '@/api/plugins/exchangerate'
import { Icon } from '@/components/icon/icon'
import { PageShell } from '@/components/page-shell/page-shell'
import { StatusView } from '@/components/status-view/status-view'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { currentPageUrl, goBack, toast } from '@/lib/navigate'
import { useStores } from '@/stores/root-store'
import { getCurrencyStore } from '@/stores/plugins/currency-store'
import { baseCurrency, rateText } from '../components/currency-format'
import { imageAlt } from '../../kit/image-alt'
import '../../kit/kit.scss'
import './currency.scss'
import '@/i18n/locales/plugin-exchangerate'

/** Back to the previous page once the "switched" toast has been seen. */
const BACK_DELAY_MS = 1500
const CURRENCY_PAGE = '/pages/plugins/exchangerate/currency/currency'

/** Currency switching (api-plugins-1 §9.1): public; the server converts, the config is reloaded. */
function CurrencyPage() {
  const { app } = useStores()
  const store = getCurrencyStore()
  const list = useRemote(
    () => store.load(),
    [],
    (data) => data.currencies.length === 0,
  )

  const choose = async (currency: Currency) => {
    const switched = await store.choose(currency, app, toast)
    if (!switched) return
    toast(t('plugin-exchangerate.switched'), 'success')
    // Only from this page: a shopper who already left must not be sent back from the next one.
    setTimeout(() => {
      if (currentPageUrl().startsWith(CURRENCY_PAGE)) goBack()
    }, BACK_DELAY_MS)
  }

  const currencies = list.data?.currencies ?? []
  const base = baseCurrency(currencies)
  return (
    <PageShell titleKey='plugin-exchangerate.title_currency'>
      <StatusView status={list.status} message={list.status === 'empty' ? t('plugin-exchangerate.empty') : list.error} onRetry={list.reload} />
      {list.status === 'ready' ? (
        <View className='pk-page'>
          <Text className='currency__tips'>{t('plugin-exchangerate.tips')}</Text>
          {currencies.map((currency) => {
            const on = currency.id === store.chosenId
            return (
              <View
                key={currency.id}
                className={`currency__item ${on ? 'currency__item--on' : ''} ${store.switching ? 'currency__item--busy' : ''}`}
                data-testid='currency-item'
                data-code={currency.code}
                onClick={() => void choose(currency)}
                {...pressable(() => void choose(currency))}
                aria-current={on ? 'true' : undefined}
              >
                {currency.icon ? <Image className='currency__icon' src={currency.icon} mode='aspectFit' {...imageAlt('')} /> : null}
                <View className='currency__text'>
                  <Text className='currency__name'>{`${currency.name} (${currency.code} ${currency.symbol})`}</Text>
                  {base && base.id !== currency.id ? <Text className='currency__rate'>{rateText(base, currency)}</Text> : null}
                </View>
                {on ? (
                  <View className='currency__check' data-testid='currency-current'>
                    <Icon name='check' size={36} label={t('plugin-exchangerate.current')} />
                  </View>
                ) : null}
              </View>
            )
          })}
          {store.switching ? <Text className='currency__tips'>{t('plugin-exchangerate.switching')}</Text> : null}
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(CurrencyPage)
