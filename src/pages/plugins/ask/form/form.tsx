import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { ASK_USER_LIST_PAGE, getAskFormInfo, saveQuestion } from '@/api/plugins/ask'
import { ActionButton } from '@/components/action-button/action-button'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { PageShell } from '@/components/page-shell/page-shell'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { whenLinked } from '@/lib/route-params'
import { openPage, toast } from '@/lib/navigate'
import { RecordStatus, routeId } from '../../kit/record-status'
import { AskFormFields } from '../components/ask-form-fields'
import { askDraftOf, askFormValues, checkAskForm, type AskFormValues } from '../components/ask-form-rules'
import { usePublishForm } from '../../kit/use-publish-form'
import '@/styles/form-rows.scss'
import '../components/ask.scss'
import '@/i18n/locales/plugin-ask'

/**
 * Ask a question, about a goods (?goods_id=) or in general, or edit one of mine (?id=) until the shop has
 * answered it (api-plugins-2 §3.10, login). After saving, my questions open in its place; a refused save
 * keeps everything typed.
 */
const fillAsk = (info: { draft: Parameters<typeof askFormValues>[0] }): AskFormValues => askFormValues(info.draft)

function AskFormPage() {
  const params = useRouter().params
  const id = routeId(params.id)
  const goodsId = routeId(params.goods_id)
  const broken = (Boolean(params.id) && !id) || (Boolean(params.goods_id) && !goodsId)
  const allowed = useLoginGate()
  const info = useRemote(
    whenLoggedIn(
      allowed,
      whenLinked(broken ? '' : 'form', () => getAskFormInfo(id, goodsId)),
    ),
    [allowed, id, goodsId, broken],
  )
  const { values, setValues, saving, saved, submit: publish } = usePublishForm(info.data, fillAsk)

  const submit = () => {
    const data = info.data
    if (!data) return
    const show = { email: data.showEmail, mobile: data.showMobile }
    return publish(
      (v) => checkAskForm(v, show)?.message ?? null,
      (v) => saveQuestion(id, goodsId, askDraftOf(v), show),
      (msg) => {
        toast(msg || t('plugin-ask.saved'), 'success')
        void openPage(ASK_USER_LIST_PAGE, { redirect: true })
      },
    )
  }

  const titleKey = id ? 'plugin-ask.title_edit' : 'plugin-ask.title_form'
  if (!allowed) {
    return (
      <PageShell titleKey={titleKey}>
        <GuestNotice />
      </PageShell>
    )
  }
  const locked = Boolean(info.data?.answered)
  return (
    <PageShell titleKey={titleKey}>
      <RecordStatus remote={info} notFound={t('plugin-ask.not_found')} />
      {info.status === 'ready' && info.data && values ? (
        <View className='ask-page ask-form' data-testid='ask-form'>
          {locked ? (
            <Text className='ask-form__locked' data-testid='ask-form-locked'>
              {t('plugin-ask.answered_locked')}
            </Text>
          ) : null}
          <AskFormFields info={info.data} values={values} disabled={saving || saved || locked} onChange={(patch) => setValues({ ...values, ...patch })} />
          <View className='ask-form__submit'>
            <ActionButton size='large' busy={saving} disabled={saved || locked} onClick={() => void submit()} testId='ask-form-submit'>
              {t('plugin-ask.submit')}
            </ActionButton>
          </View>
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(AskFormPage)
