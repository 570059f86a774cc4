import { useRouter } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import type { ApiResult } from '@/api/types'
import { PageShell } from '@/components/page-shell/page-shell'
import { useRemote, type Remote } from '@/hooks/use-remote'
import { goBack, toast } from '@/lib/navigate'
import { GateView, notAsked, useDistributorGate, type DistributorGate } from './distributor-gate'
import { DetailStatus } from './not-found'
import { dt } from './text'

export interface RecordForm<Data, Values> {
  /** The record's id ('' for a new one, or when the route's id is not a number). */
  id: string
  gate: DistributorGate
  form: Remote<Data>
  /** The route had an id that is not one. */
  badId: boolean
  /** The editable values, made once from the form's answer (null until then). */
  values: Values | null
  setValues: (update: (values: Values) => Values) => void
  busy: boolean
  /** Save: `problem` (the form's check) is shown instead; after a save, back to `listPage`. */
  save: (problem: string | null, send: () => Promise<ApiResult<unknown>>, listPage: string) => Promise<void>
}

/**
 * The add / edit form of a distributor's own record (a bundle, a visit): the id from the route, the
 * distributor gate, the form's answer, its values and the save with its busy state.
 */
export function useRecordForm<Data, Values>(load: (id: string) => Promise<ApiResult<Data>>, initial: (data: Data) => Values): RecordForm<Data, Values> {
  const rawId = useRouter().params.id ?? ''
  const id = /^\d+$/.test(rawId) ? rawId : ''
  const badId = Boolean(rawId) && !id
  const gate = useDistributorGate()
  const form = useRemote(() => (gate.ready && !badId ? load(id) : notAsked()), [gate.ready, id])
  const [values, setState] = useState<Values | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (form.data && !values) setState(initial(form.data))
  }, [form.data, values, initial])

  const save = async (problem: string | null, send: () => Promise<ApiResult<unknown>>, listPage: string) => {
    if (busy) return
    if (problem) {
      toast(problem)
      return
    }
    setBusy(true)
    const result = await send()
    setBusy(false)
    if (!result.ok) return
    toast(result.msg || dt('saved'), 'success')
    setTimeout(() => goBack(listPage), 800)
  }

  return { id, gate, form, badId, values, setValues: (update) => setState((v) => (v ? update(v) : v)), busy, save }
}

/** The form page until its values are there: the gate, then loading, error or "not found". */
export function RecordFormWait<Data, Values>({ titleKey, record, notFound }: { titleKey: string; record: RecordForm<Data, Values>; notFound: string }) {
  return (
    <PageShell titleKey={titleKey}>
      {record.gate.ready ? <DetailStatus remote={record.form} missing={record.badId} notFound={notFound} /> : <GateView gate={record.gate} />}
    </PageShell>
  )
}
