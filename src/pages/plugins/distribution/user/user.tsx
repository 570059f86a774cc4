import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { getCentre, getRangeStats, saveSuperior, type Centre, type StatCell } from '@/api/plugins/distribution-centre'
import { ActionButton } from '@/components/action-button/action-button'
import { Icon } from '@/components/icon/icon'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { PageShell } from '@/components/page-shell/page-shell'
import { Price } from '@/components/price/price'
import { StatusView } from '@/components/status-view/status-view'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { copyText } from '@/lib/dialogs'
import { openPage, toast } from '@/lib/navigate'
import { pressable } from '@/lib/a11y'
import { useStores } from '@/stores/root-store'
import { imageAlt } from '../../kit/image-alt'
import { NotDistributorNotice, rememberCentre } from '../components/distributor-gate'
import { DIST_PAGES } from '../components/routes'
import { initialRange, rangeLabel, rangeRequest, type StatsRange } from '../components/stats-range'
import { dt, titleOf } from '../components/text'
import { TimeRangeSheet } from '../components/time-range-sheet'
import { UserSearchSheet } from '../components/user-search-sheet'
import '../../kit/kit.scss'
import '../components/dist.scss'
import './user.scss'
import '@/i18n/locales/plugin-distribution-centre'

/** A statistics cell: its value and name (tapping opens the list behind it), and its own sub-links. */
function StatCellView({ cell, testId }: { cell: StatCell; testId: string }) {
  const open = () => {
    if (cell.link) void openPage(cell.link)
  }
  return (
    <View className='dist-centre__stat' data-testid={testId}>
      <View className='dist-centre__stat-main' onClick={open} {...(cell.link ? pressable(open) : {})}>
        <Text className='dist-centre__stat-value'>
          {cell.prefix}
          {cell.value}
          {cell.unit ? <Text className='dist-centre__stat-unit'>{cell.unit}</Text> : null}
        </Text>
        <Text className='dist-centre__stat-name'>{cell.name}</Text>
      </View>
      {cell.links.map((sub) => {
        const openSub = () => {
          if (sub.link) void openPage(sub.link)
        }
        return (
          <Text key={sub.name} className='dist-centre__stat-sub' onClick={openSub} {...pressable(openSub)}>
            {sub.name}
          </Text>
        )
      })}
    </View>
  )
}

/** My distribution (api-plugins-1 §4.1): level and referral code, superior, statistics, rebates and the tools. */
function DistributionCentrePage() {
  const { session } = useStores()
  const allowed = useLoginGate()
  const centre = useRemote(whenLoggedIn(allowed, getCentre), [allowed])
  const data = centre.data
  // What the shopper changed on this answer: another statistics range, a new superior.
  const [picked, setPicked] = useState<{ range: StatsRange; stats: Centre['stats'] } | null>(null)
  const [newSuperior, setNewSuperior] = useState<Centre['superior']>(null)
  const [sheet, setSheet] = useState<'range' | 'superior' | null>(null)
  const [busy, setBusy] = useState(false)

  // A fresh answer (first load, pull-down) starts again from its own default range and superior.
  useEffect(() => {
    if (!data) return
    if (session.user?.id) rememberCentre(String(session.user.id), data)
    setPicked(null)
    setNewSuperior(null)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the session's user only names the cache entry
  }, [data])
  const range = picked?.range ?? (data ? initialRange(data.presets, data.defaultPreset) : null)
  const stats = picked?.stats ?? data?.stats ?? null
  const superior = newSuperior ?? data?.superior ?? null

  if (!allowed) {
    return (
      <PageShell titleKey={titleOf('user')}>
        <GuestNotice />
      </PageShell>
    )
  }

  const queryRange = async (next: StatsRange) => {
    if (!data || busy) return
    setBusy(true)
    const result = await getRangeStats(rangeRequest(next, data.presets))
    setBusy(false)
    if (!result.ok) return
    setPicked({ range: next, stats: result.data })
    setSheet(null)
  }

  const changeSuperior = async (userId: string) => {
    if (busy) return
    setBusy(true)
    const result = await saveSuperior(userId)
    setBusy(false)
    if (!result.ok) return
    toast(result.msg || dt('superior_saved'), 'success')
    setNewSuperior(result.data)
    setSheet(null)
  }

  const user = session.user
  const name = String(user?.nickname || user?.user_name_view || user?.username || '')
  const showSuperior = Boolean(data?.showSuperior && (superior?.id || data?.canModifySuperior))
  const pickupLabel = data?.pickup ? dt('pickup_point') : dt('pickup_apply')
  const openLevels = () => void openPage(`${DIST_PAGES.introduce}?id=${data?.level?.id ?? ''}`)
  const copyCode = () => void copyText(data?.referralCode ?? '')

  return (
    <PageShell titleKey={titleOf('user')}>
      <StatusView status={centre.status} message={centre.error} onRetry={centre.reload} />
      {centre.status === 'ready' && data ? (
        <View className='dist-centre' data-testid='dist-centre'>
          <View className='dist-centre__head'>
            <View className='dist-centre__who'>
              {user?.avatar ? (
                <Image className='dist-centre__avatar' src={String(user.avatar)} mode='aspectFill' {...imageAlt('')} />
              ) : (
                <View className='dist-centre__avatar' />
              )}
              <View className='dist-centre__names'>
                <Text className='dist-centre__name'>{name}</Text>
                {data.level ? (
                  <View className='dist-centre__level' data-testid='dist-level' onClick={openLevels} {...pressable(openLevels)}>
                    {data.level.image ? <Image className='dist-centre__level-icon' src={data.level.image} {...imageAlt('')} /> : null}
                    <Text>{data.level.name}</Text>
                    <Icon name='chevron-right' size={24} />
                  </View>
                ) : (
                  <Text className='dist-centre__level dist-centre__level--none'>{dt('not_distributor')}</Text>
                )}
                {data.referralCode ? (
                  <View className='dist-centre__code-line'>
                    <Text className='dist-centre__code' data-testid='dist-referral-code'>
                      {dt('referral_code', { code: data.referralCode })}
                    </Text>
                    <View className='dist-centre__copy' onClick={copyCode} {...pressable(copyCode, dt('copy_referral_code'))}>
                      <Icon name='copy' size={22} />
                      <Text>{dt('copy')}</Text>
                    </View>
                  </View>
                ) : null}
              </View>
              {data.pickupEnabled ? (
                <Text
                  className='dist-centre__pickup'
                  data-testid='dist-pickup-entry'
                  onClick={() => void openPage(DIST_PAGES.pickup)}
                  {...pressable(() => void openPage(DIST_PAGES.pickup))}
                >
                  {pickupLabel}
                </Text>
              ) : null}
            </View>
          </View>

          <View className='pk-page dist-centre__body'>
            {showSuperior ? (
              <View className='pk-card dist-centre__superior' data-testid='dist-superior'>
                <Text className='dist-centre__label'>{dt('superior')}</Text>
                {superior?.id ? (
                  <View className='dist-centre__superior-who'>
                    <Image className='dist-centre__superior-avatar' src={superior.avatar} mode='aspectFill' {...imageAlt('')} />
                    <Text>{superior.name}</Text>
                  </View>
                ) : (
                  <Text className='dist-centre__muted'>{dt('superior_none')}</Text>
                )}
                {data.canModifySuperior ? (
                  <ActionButton kind='secondary' size='small' onClick={() => setSheet('superior')} testId='dist-superior-modify'>
                    {dt('modify')}
                  </ActionButton>
                ) : null}
              </View>
            ) : null}

            {!data.level ? <NotDistributorNotice conditions={data.conditions} onCentre={false} /> : null}

            {data.level && stats && range ? (
              <View className='pk-card' data-testid='dist-stats'>
                <View className='dist-centre__card-head'>
                  <Text className='pk-card__title'>{dt('basic_stats')}</Text>
                  <Text
                    className='dist-centre__range'
                    onClick={() => setSheet('range')}
                    {...pressable(() => setSheet('range'))}
                    data-testid='dist-range-button'
                  >
                    {rangeLabel(range, data.presets)}
                    <Icon name='chevron-down' size={24} />
                  </Text>
                </View>
                <View className='dist-centre__stats'>
                  {stats.promotion.map((cell) => (
                    <StatCellView key={cell.name} cell={cell} testId='dist-stat-promotion' />
                  ))}
                </View>
                <View className='dist-centre__stats dist-centre__stats--base'>
                  {stats.base.map((cell) => (
                    <StatCellView key={cell.name} cell={cell} testId='dist-stat-base' />
                  ))}
                </View>
              </View>
            ) : null}

            {data.profit.length ? (
              <View className='pk-card' data-testid='dist-profit-stats'>
                <Text className='pk-card__title'>{dt('rebate_stats')}</Text>
                <View className='dist-centre__stats'>
                  {data.profit.map((cell) => {
                    const open = () => {
                      if (cell.link) void openPage(cell.link)
                    }
                    return (
                      <View key={cell.name} className='dist-centre__stat' onClick={open} {...(cell.link ? pressable(open) : {})}>
                        <Price value={cell.value} className='dist-centre__stat-value' />
                        <Text className='dist-centre__stat-name'>{cell.name}</Text>
                      </View>
                    )
                  })}
                </View>
              </View>
            ) : null}

            {data.nav.length ? (
              <View className='pk-card dist-centre__nav'>
                {data.nav.map((item) => (
                  <View
                    key={item.url}
                    className='dist-centre__nav-item'
                    onClick={() => void openPage(item.url)}
                    {...pressable(() => void openPage(item.url))}
                    data-testid='dist-nav'
                  >
                    {item.icon ? <Image className='dist-centre__nav-icon' src={item.icon} {...imageAlt('')} /> : <View className='dist-centre__nav-icon' />}
                    <Text className='dist-centre__nav-title'>{item.title}</Text>
                  </View>
                ))}
              </View>
            ) : null}

            {data.notices.length ? (
              <View className='pk-notice'>
                {data.notices.map((line) => (
                  <Text key={line} className='pk-notice__line'>
                    {line}
                  </Text>
                ))}
              </View>
            ) : null}
          </View>

          {data.level && data.ladder ? (
            <View className='dist-centre__ladder' data-testid='dist-ladder'>
              <Text className='dist-centre__ladder-text'>{data.ladder}</Text>
              <ActionButton size='small' onClick={() => void openPage(DIST_PAGES.poster)} testId='dist-go-promote'>
                {dt('go_promote')}
              </ActionButton>
            </View>
          ) : null}
        </View>
      ) : null}

      {sheet === 'range' && data && range ? (
        <TimeRangeSheet presets={data.presets} value={range} busy={busy} onQuery={(next) => void queryRange(next)} onClose={() => setSheet(null)} />
      ) : null}
      {sheet === 'superior' ? (
        <UserSearchSheet
          title={dt('superior_modify')}
          submitLabel={t('common.confirm')}
          note={superior?.changesNote}
          busy={busy}
          onSubmit={(found) => void changeSuperior(found.id)}
          onClose={() => setSheet(null)}
          testId='dist-superior-sheet'
        />
      ) : null}
    </PageShell>
  )
}

export default observer(DistributionCentrePage)
