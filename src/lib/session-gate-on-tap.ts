import { t } from '@/i18n'
import { toast } from './navigate'

/**
 * The login gate (./session-gate) for a tap in a part that loads apart from its page, such as the page
 * builder's module families: on the web the gate's code loads with the first such tap instead of riding
 * in every family that has a login-only button. Answers as ensureLogin() does; if the gate's code cannot
 * be fetched, the shopper is told so and the action does not go on. Mini-programs bundle it.
 */
export function ensureLoginOnTap(): Promise<boolean> {
  return (process.env.TARO_ENV === 'h5' ? import('./session-gate') : import(/* webpackMode: "eager" */ './session-gate')).then(
    (gate) => gate.ensureLogin(),
    () => {
      toast(t('errors.chunk_load_failed'))
      return false
    },
  )
}
