import Taro from '@tarojs/taro'
import { useEffect, useRef } from 'react'

/** The login page's event: the event_callback it was opened with, once the shopper is signed in. */
export const LOGIN_CALLBACK_EVENT = 'login:event-callback'

/**
 * Run `run` when the login page this page opened with `goLogin({ callback: name })` succeeds
 * (api-core 3.13 event_callback: "the method called on the previous page after success").
 */
export function useLoginCallback(name: string, run: () => void): void {
  const latest = useRef(run)
  latest.current = run
  useEffect(() => {
    const handler = (callback: string) => {
      if (callback === name) latest.current()
    }
    Taro.eventCenter.on(LOGIN_CALLBACK_EVENT, handler)
    return () => {
      Taro.eventCenter.off(LOGIN_CALLBACK_EVENT, handler)
    }
  }, [name])
}
