import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useCallback, useState } from 'react'
import { type PunchCard } from '@/api/plugins/realstore'
import { getPunchCardUses } from '@/api/plugins/realstore-pages'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { PageShell } from '@/components/page-shell/page-shell'
import { PagedList } from '@/components/paged-list/paged-list'
import { StatusView } from '@/components/status-view/status-view'
import { useLoginGate } from '@/hooks/use-login-gate'
import { usePagedList } from '@/hooks/use-paged-list'
import { t } from '@/i18n'
import { HOME_PAGE, openPage } from '@/lib/navigate'
import { DetailRows } from '../../kit/detail-rows'
import { routeId } from '../../kit/record-status'
import '../../kit/kit.scss'
import '../components/realstore.scss'
import '@/i18n/locales/plugin-realstore'

/** The uses of one punch card (frequencycard-used?cuid=): when, how many, by whom; the card's counts on top. */
function PunchCardUsesPage() {
  const cardId = routeId(useRouter().params.cuid)
  const allowed = useLoginGate()
  const [card, setCard] = useState<PunchCard | null>(null)
  const fetchPage = useCallback(
    async (page: number) => {
      const result = await getPunchCardUses(cardId, page)
      if (result.ok && page === 1) setCard(result.data.card)
      return result
    },
    [cardId],
  )
  const list = usePagedList(fetchPage, [cardId], { enabled: allowed && Boolean(cardId) })

  if (!allowed)
    return (
      <PageShell titleKey='plugin-realstore.title_card_uses'>
        <GuestNotice />
      </PageShell>
    )
  const backHome = { label: t('common.back_home'), onClick: () => void openPage(HOME_PAGE) }
  // No card id, or one that is not the shopper's: say so, with a way home.
  if (!cardId || (list.status === 'error' && !card))
    return (
      <PageShell titleKey='plugin-realstore.title_card_uses'>
        <StatusView
          status='error'
          kind={cardId ? list.failureKind : 'missing-link'}
          message={!cardId ? t('errors.needs_link') : list.failureKind === 'server' ? t('plugin-realstore.card_not_found') : list.error}
          onRetry={() => void list.refresh()}
          action={backHome}
        />
      </PageShell>
    )

  return (
    <PageShell titleKey='plugin-realstore.title_card_uses'>
      {card ? (
        <View className='pk-card rs-page__top' data-testid='card-summary'>
          <Text className='pk-card__title'>{card.name}</Text>
          <DetailRows
            rows={[
              [t('plugin-realstore.uses_total'), String(card.total)],
              [t('plugin-realstore.uses_used'), String(card.used)],
              [t('plugin-realstore.uses_available'), String(card.available)],
              [t('plugin-realstore.card_state'), card.statusName],
            ]}
          />
        </View>
      ) : null}
      <PagedList
        className='rs-page'
        list={list}
        emptyMessage={t('plugin-realstore.uses_empty')}
        renderItem={(use) => (
          <View key={use.id} className='pk-card' data-testid='card-use'>
            <View className='pk-card__head'>
              <Text>{use.time}</Text>
              <Text className='pk-card__status'>{t('plugin-realstore.uses_minus', { n: use.count })}</Text>
            </View>
            <DetailRows
              rows={[
                [t('plugin-realstore.use_note'), use.msg],
                [t('plugin-realstore.operator'), use.operator],
              ]}
            />
          </View>
        )}
      />
    </PageShell>
  )
}

export default observer(PunchCardUsesPage)
