import { Text, View } from '@tarojs/components'
import { useDidShow, useShareAppMessage } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useRef, useState } from 'react'
import { getPointsMall } from '@/api/plugins/points'
import { PageShell } from '@/components/page-shell/page-shell'
import { StatusView } from '@/components/status-view/status-view'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { openPage } from '@/lib/navigate'
import { useStores } from '@/stores/root-store'
import { ExchangeGoodsCard } from '../components/exchange-goods-card'
import { PointsHeader } from '../components/points-header'
import { PointsRecord } from '../components/points-record'
import { PointsRulesSheet } from '../components/points-rules-sheet'
import { GOODS_SEARCH_PAGE, POINTS_MALL_PAGE } from '../components/routes'
import '../components/exchange-goods-card.scss'
import './index.scss'
import '@/i18n/locales/plugin-points'

/** Points mall (api-plugins 12.1): balance, latest changes, rules and goods to exchange. Public. */
function PointsMallPage() {
  const { session } = useStores()
  const mall = useRemote(getPointsMall, [session.isLoggedIn])
  const [rulesOpen, setRulesOpen] = useState(false)
  const shownOnce = useRef(false)
  const data = mall.data

  // Back from a claim or an exchange: the balance has changed.
  useDidShow(() => {
    if (shownOnce.current) void mall.reload()
    shownOnce.current = true
  })
  useShareAppMessage(() => ({ title: data?.title || t('plugin-points.title'), path: POINTS_MALL_PAGE }))

  return (
    <PageShell titleKey='plugin-points.title' title={data?.title || undefined}>
      <View className='points-mall'>
        <PointsHeader balance={data?.balance ?? null} hasRules={Boolean(data?.rules.length)} onRules={() => setRulesOpen(true)} />
        <StatusView status={mall.status} message={mall.error} onRetry={() => void mall.reload()} />
        {mall.status === 'ready' && data ? (
          <>
            {data.showRecord && session.isLoggedIn ? <PointsRecord refreshKey={data} /> : null}
            <View className='points-mall__section'>
              <Text className='points-mall__title'>{t('plugin-points.exchange_title')}</Text>
              <Text className='points-mall__more' onClick={() => void openPage(GOODS_SEARCH_PAGE)} {...pressable(() => void openPage(GOODS_SEARCH_PAGE))}>
                {t('plugin-points.exchange_more')}
              </Text>
            </View>
            {data.goods.length ? (
              <View className='exchange-grid' data-testid='exchange-list'>
                {data.goods.map((goods) => (
                  <ExchangeGoodsCard key={goods.id} goods={goods} />
                ))}
              </View>
            ) : (
              <StatusView status='empty' message={t('plugin-points.exchange_empty')} />
            )}
          </>
        ) : null}
      </View>
      {data ? <PointsRulesSheet open={rulesOpen} rules={data.rules} onClose={() => setRulesOpen(false)} /> : null}
    </PageShell>
  )
}

export default observer(PointsMallPage)
