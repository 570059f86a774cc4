import { Image, Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { checkAntifakeCode, type AntifakeCheck } from '@/api/plugins/antifakecode'
import { ActionButton } from '@/components/action-button/action-button'
import { HintField } from '@/components/hint-field/hint-field'
import { PageShell } from '@/components/page-shell/page-shell'
import { Price } from '@/components/price/price'
import { StatusView } from '@/components/status-view/status-view'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { openPage } from '@/lib/navigate'
import { codeFromScan, codeProblem } from '../components/code-rules'
import '../../kit/kit.scss'
import './index.scss'
import '@/i18n/locales/plugin-antifakecode'
import { Icon } from '@/components/icon/icon'
import { imageAlt } from '../../kit/image-alt'

const area = 'plugin-antifakecode'

const openGoods = (url: string) => url && void openPage(url)

function ResultCard({ result }: { result: AntifakeCheck }) {
  const { outcome, pictures, goods } = result
  const genuine = outcome === 'first' || outcome === 'again'
  const image = outcome === 'first' ? pictures.firstImage : outcome === 'again' ? pictures.againImage : ''
  const tips = outcome === 'first' ? pictures.firstTips : outcome === 'again' ? pictures.againTips : ''
  const title = outcome === 'first' ? t(`${area}.genuine`) : outcome === 'again' ? t(`${area}.checked_before`) : t(`${area}.not_found`)
  return (
    <View className={`af-result af-result--${outcome}`} data-testid='antifake-result' data-outcome={outcome}>
      {image ? (
        <Image className='af-result__image' src={image} mode='aspectFit' {...imageAlt('')} />
      ) : (
        <View className='af-result__cross'>
          <Icon name='x' size={80} />
        </View>
      )}
      <Text className='af-result__title'>{title}</Text>
      {/* The server's sentence repeats the count for a known code: the lines below say it per item. */}
      {result.message && !genuine ? (
        <Text className='af-result__message' data-testid='antifake-message'>
          {result.message}
        </Text>
      ) : null}
      {result.code ? <Text className='af-result__code'>{t(`${area}.your_code`, { code: result.code })}</Text> : null}
      {genuine ? (
        <Text className='af-result__count' data-testid='antifake-count'>
          {t(`${area}.query_count`, { n: result.queryCount })}
        </Text>
      ) : null}
      {outcome === 'again' && result.firstQueryTime ? (
        <Text className='af-result__count'>{t(`${area}.first_query`, { time: result.firstQueryTime })}</Text>
      ) : null}
      {tips ? <Text className='af-result__tips'>{tips}</Text> : null}
      {genuine && goods ? (
        <View className='af-goods' data-testid='antifake-goods' onClick={() => openGoods(goods.url)} {...pressable(() => openGoods(goods.url))}>
          <Image className='af-goods__image' src={goods.image} mode='aspectFill' {...imageAlt('')} />
          <View className='af-goods__body'>
            <Text className='af-goods__label'>{t(`${area}.goods`)}</Text>
            <Text className='af-goods__title'>{goods.title}</Text>
            <Price value={goods.price} />
          </View>
          <Text className='af-goods__link'>{t(`${area}.view_goods`)}</Text>
        </View>
      ) : null}
    </View>
  )
}

/**
 * Check a product's authenticity code (api-plugins-2 §3.16): genuine at its first check, genuine but
 * checked before (how often, since when), or not found. The code is typed (or scanned on mini-programs);
 * a malformed one is refused with a message and stays in the field.
 */
function AntifakePage() {
  const given = codeFromScan(useRouter().params.id ?? '')
  const [code, setCode] = useState(given)
  const [error, setError] = useState(() => {
    const problem = given ? codeProblem(given) : null
    return problem ? t(`${area}.code_${problem}`) : ''
  })
  const [checking, setChecking] = useState(false)
  const [result, setResult] = useState<AntifakeCheck | null>(null)
  // A link that carries a well-formed code checks it at once; otherwise only the page's pictures load.
  const opening = given && !codeProblem(given) ? given : ''
  const remote = useRemote(() => checkAntifakeCode(opening), [opening])
  const shown = result ?? (remote.data && remote.data.outcome !== 'none' ? remote.data : null)
  const pictures = (result ?? remote.data)?.pictures

  const check = async (value = code) => {
    if (checking) return
    const problem = codeProblem(value)
    if (problem) {
      setError(t(`${area}.code_${problem}`))
      return
    }
    setError('')
    setChecking(true)
    const answer = await checkAntifakeCode(value.trim())
    setChecking(false)
    if (answer.ok) setResult(answer.data)
    else setError(answer.msg)
  }

  const scan = async () => {
    const scanned = await Taro.scanCode({}).catch(() => null)
    if (!scanned?.result) return
    const value = codeFromScan(scanned.result)
    setCode(value)
    void check(value)
  }

  return (
    <PageShell titleKey={`${area}.title`}>
      {remote.status !== 'ready' ? (
        <StatusView status={remote.status} message={remote.error} onRetry={() => void remote.reload()} />
      ) : (
        <View className='af-page' data-testid='antifake-page'>
          {pictures?.topBanner ? <Image className='af-page__banner' src={pictures.topBanner} mode='widthFix' {...imageAlt('')} /> : null}
          <View className='af-form'>
            <Text className='af-form__label'>{t(`${area}.code_label`)}</Text>
            <View className='af-form__row'>
              <HintField
                className='af-form__input'
                value={code}
                onChange={(value) => {
                  setCode(value)
                  setError('')
                }}
                hint={t(`${area}.code_hint`)}
                testId='antifake-code'
                onConfirm={() => void check()}
              />
              {process.env.TARO_ENV === 'h5' ? null : (
                <Text className='af-form__scan' data-testid='antifake-scan' onClick={() => void scan()} {...pressable(() => void scan())}>
                  {t(`${area}.scan`)}
                </Text>
              )}
            </View>
            {error ? (
              <Text className='af-form__error' data-testid='antifake-error'>
                {error}
              </Text>
            ) : null}
            <ActionButton size='large' className='af-form__submit' busy={checking} onClick={() => void check()} testId='antifake-check'>
              {checking ? t(`${area}.checking`) : t(`${area}.check`)}
            </ActionButton>
          </View>
          {shown ? <ResultCard result={shown} /> : null}
          {pictures?.bottomImage ? <Image className='af-page__bottom' src={pictures.bottomImage} mode='widthFix' {...imageAlt('')} /> : null}
        </View>
      )}
    </PageShell>
  )
}

export default observer(AntifakePage)
