import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useCallback, useEffect, useState } from 'react'
import { getCentre, type Centre } from '@/api/plugins/distribution'
import type { ApiResult } from '@/api/types'
import { ActionButton } from '@/components/action-button/action-button'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { PageShell } from '@/components/page-shell/page-shell'
import { StatusView } from '@/components/status-view/status-view'
import { useLoginGate } from '@/hooks/use-login-gate'
import { openPage } from '@/lib/navigate'
import { useStores } from '@/stores/root-store'
import { DIST_PAGES } from './routes'
import { dt } from './text'
import './dist.scss'
import { Icon } from '@/components/icon/icon'

/** The latest centre answer of this session (the centre page and the gate keep it), per user. */
let remembered: { userId: string; centre: Centre } | null = null

export function rememberCentre(userId: string, centre: Centre): void {
  remembered = { userId, centre }
}

export interface DistributorGate {
  /** Signed in. */
  allowed: boolean
  /** Signed in and a distributor: the page may load its data. */
  ready: boolean
  status: 'loading' | 'error' | 'not-distributor' | 'ready'
  error: string
  conditions: string[]
  retry: () => void
}

/**
 * The gate of the distributor-only pages: the login gate first, then whether the shopper holds a level
 * (the centre's user_level). A known distributor passes at once; anyone else is checked again.
 */
export function useDistributorGate(): DistributorGate {
  const { session } = useStores()
  const allowed = useLoginGate()
  const userId = session.user?.id ? String(session.user.id) : ''
  const known = remembered && remembered.userId === userId && remembered.centre.level ? remembered.centre : null
  const [state, setState] = useState<{ status: DistributorGate['status']; error: string; conditions: string[] }>(() =>
    known ? { status: 'ready', error: '', conditions: [] } : { status: 'loading', error: '', conditions: [] },
  )
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (!allowed) return
    if (known) {
      setState({ status: 'ready', error: '', conditions: [] })
      return
    }
    let live = true
    setState((s) => ({ ...s, status: 'loading' }))
    void getCentre().then((result) => {
      if (!live) return
      if (!result.ok) {
        setState({ status: 'error', error: result.msg, conditions: [] })
        return
      }
      rememberCentre(userId, result.data)
      setState(
        result.data.level ? { status: 'ready', error: '', conditions: [] } : { status: 'not-distributor', error: '', conditions: result.data.conditions },
      )
    })
    return () => {
      live = false
    }
    // `known` is derived from userId and the module cache; the attempt counter asks again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [allowed, userId, attempt])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { allowed, ready: allowed && state.status === 'ready', ...state, retry }
}

/** "Not an affiliate yet": the conditions of the first level and the ways on. */
export const NotDistributorNotice = observer(function NotDistributorNotice({ conditions, onCentre = true }: { conditions: string[]; onCentre?: boolean }) {
  return (
    <View className='dist-not' data-testid='dist-not-distributor'>
      <View className='dist-not__icon'>
        <Icon name='arrow-left-right' size={48} />
      </View>
      <Text className='dist-not__title'>{dt('not_distributor')}</Text>
      {conditions.map((line) => (
        <Text key={line} className='dist-not__line'>
          {line}
        </Text>
      ))}
      <View className='dist-not__actions'>
        <ActionButton kind='secondary' size='small' onClick={() => void openPage(DIST_PAGES.introduce)} testId='dist-not-introduce'>
          {dt('see_levels')}
        </ActionButton>
        {onCentre ? (
          <ActionButton size='small' onClick={() => void openPage(DIST_PAGES.centre)} testId='dist-not-centre'>
            {dt('go_centre')}
          </ActionButton>
        ) : null}
      </View>
    </View>
  )
})

/** What a gated page shows until it may load: guest notice, check in progress or failed, or not a distributor. */
export const GateView = observer(function GateView({ gate }: { gate: DistributorGate }) {
  if (!gate.allowed) return <GuestNotice />
  if (gate.status === 'not-distributor') return <NotDistributorNotice conditions={gate.conditions} />
  if (gate.status === 'ready') return null
  return <StatusView status={gate.status} message={gate.error} onRetry={gate.retry} />
})

/** A gated page before the gate opens: its title and what the gate says. */
export function GatePage({ titleKey, gate }: { titleKey: string; gate: DistributorGate }) {
  return (
    <PageShell titleKey={titleKey}>
      <GateView gate={gate} />
    </PageShell>
  )
}

/** The answer a gated page's loader gives while it may not ask yet (the gate is closed, or the id is bad). */
export function notAsked(): Promise<ApiResult<never>> {
  return Promise.resolve({ ok: false as const, code: -1, msg: '', kind: 'server' as const, data: '' })
}
