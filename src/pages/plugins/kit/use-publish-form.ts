import { useEffect, useRef, useState } from 'react'
import type { ApiResult } from '@/api/types'
import { toast } from '@/lib/navigate'

/**
 * A publish form of the content plugins (a blog post, a question): its values, made once from the form's
 * answer (a reload keeps what the shopper has typed since), and a submit that checks, sends once and stays
 * done after a success.
 */
export function usePublishForm<Data, Values>(data: Data | null | undefined, fill: (data: Data) => Values) {
  const [values, setValues] = useState<Values | null>(null)
  const [saving, setSaving] = useState(false)
  const [saved, setSaved] = useState(false)
  const filled = useRef(false)

  useEffect(() => {
    if (!data || filled.current) return
    filled.current = true
    setValues(fill(data))
  }, [data, fill])

  /**
   * `check` (a message stops the save), then `send`; after a success `done` gets the server's message. A
   * refused save was toasted by the client and the form keeps its values.
   */
  const submit = async (
    check: (values: Values) => string | null,
    send: (values: Values) => Promise<ApiResult<{ msg: string }>>,
    done: (msg: string) => void,
  ) => {
    if (!values || saving || saved) return
    const problem = check(values)
    if (problem) {
      toast(problem)
      return
    }
    setSaving(true)
    const result = await send(values)
    setSaving(false)
    if (!result.ok) return
    setSaved(true)
    done(result.data.msg)
  }

  return { values, setValues, saving, saved, submit }
}
