import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react'
import { StatusView } from '@/components/status-view/status-view'
import { t } from '@/i18n'
import { isChunkLoadError } from '@/lib/chunk-errors'

type Loader<P> = () => Promise<ComponentType<P>>

interface BoundaryProps {
  children: ReactNode
  onRetry: () => void
}

/** Turns a part whose code failed to load into the usual error with "retry"; any other error goes on up. */
class LoadFailure extends Component<BoundaryProps, { error: unknown }> {
  state: { error: unknown } = { error: null }

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error }
  }

  render(): ReactNode {
    const { error } = this.state
    if (!error) return this.props.children
    if (!isChunkLoadError(error)) throw error
    return <StatusView status='error' kind='network' message={t('errors.chunk_load_failed')} onRetry={this.props.onRetry} />
  }
}

/**
 * A part of a page whose code loads when it is first drawn (web build: `load` is an `import()`; mini-programs
 * pass an eager one). Until it has loaded, `whileLoading` stands in its place (give it the part's size, so
 * nothing moves when the part arrives); if its code fails to load (offline), the usual error with "retry"
 * takes its place, and "retry" fetches it again.
 */
export function onDemand<P extends object>(load: Loader<P>): ComponentType<P & { whileLoading?: ReactNode }> {
  const lazyPart = () => lazy(() => load().then((part) => ({ default: part as ComponentType<object> })))
  let Part = lazyPart()
  return function OnDemand({ whileLoading = null, ...props }: P & { whileLoading?: ReactNode }) {
    const [attempt, setAttempt] = useState(0)
    const retry = () => {
      // React keeps a failed lazy part failed: a new one asks for the code again.
      Part = lazyPart()
      setAttempt((n) => n + 1)
    }
    const part = (
      <Suspense fallback={whileLoading}>
        <Part {...props} />
      </Suspense>
    )
    // Mini-programs bundle the part (an eager import never fails to load): no boundary there.
    return process.env.TARO_ENV === 'h5' ? (
      <LoadFailure key={attempt} onRetry={retry}>
        {part}
      </LoadFailure>
    ) : (
      part
    )
  }
}
