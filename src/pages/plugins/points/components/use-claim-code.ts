import { useCallback, useEffect, useRef, useState } from 'react'
import { claimPointsCode, type ScanResult } from '@/api/plugins/points'
import type { LoadStatus } from '@/components/status-view/status-view'

export interface ClaimCode {
  status: LoadStatus
  error: string
  result: ScanResult | null
  busy: boolean
  /** '' = just the landing texts. */
  submit: (code: string) => Promise<void>
}

/** scan/index on open (with the page's code, if any) and on every submitted code; one call at a time. */
export function useClaimCode(initialCode: string, sessionKey: unknown): ClaimCode {
  const [status, setStatus] = useState<LoadStatus>('loading')
  const [error, setError] = useState('')
  const [result, setResult] = useState<ScanResult | null>(null)
  const [busy, setBusy] = useState(false)
  const running = useRef(false)

  const submit = useCallback(async (code: string) => {
    if (running.current) return
    running.current = true
    setBusy(true)
    const answer = await claimPointsCode(code)
    running.current = false
    setBusy(false)
    if (answer.ok) {
      setResult(answer.data)
      setError('')
      setStatus('ready')
    } else {
      setError(answer.msg)
      setStatus('error')
    }
  }, [])

  useEffect(() => {
    void submit(initialCode)
  }, [initialCode, sessionKey, submit])

  return { status, error, result, busy, submit }
}
