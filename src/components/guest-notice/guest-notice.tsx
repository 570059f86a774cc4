import { observer } from 'mobx-react-lite'
import { StatusView } from '@/components/status-view/status-view'
import { t } from '@/i18n'
import { goLogin } from '@/lib/navigate'
import { useStores } from '@/stores/root-store'

interface Props {
  /** Wording a page's spec sets (e.g. member code's "请先登录"); the common text otherwise. */
  message?: string
  actionLabel?: string
}

/** What a guest sees on a login-only page (or part of one): why, and a "log in" action. */
export const GuestNotice = observer(function GuestNotice({ message, actionLabel }: Props) {
  const { session } = useStores()
  const why = session.mustBindMobile ? t('errors.bind_mobile_first') : message || t('common.not_logged_in')
  return <StatusView status='empty' message={why} action={{ label: actionLabel || t('common.login_now'), onClick: () => goLogin() }} />
})
