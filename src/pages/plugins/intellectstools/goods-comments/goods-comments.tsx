import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { getToolboxReviewInfo, saveToolboxReview, type ToolboxReview } from '@/api/plugins/intellectstools'
import { ActionButton } from '@/components/action-button/action-button'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { PageShell } from '@/components/page-shell/page-shell'
import { StatusView } from '@/components/status-view/status-view'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { whenLinked } from '@/lib/route-params'
import { goBack, openPage, toast } from '@/lib/navigate'
import { RULES, validate } from '@/lib/validation'
import { RecordStatus, routeId } from '../../kit/record-status'
import { ReviewFields } from '../components/review-fields'
import '../components/toolbox.scss'
import '@/i18n/locales/plugin-intellectstools'

const BACK_DELAY_MS = 2000
const MY_REVIEWS_PAGE = '/pages/user-goods-comments/user-goods-comments'

/**
 * Review a goods from the toolbox (api-plugins-2 §3.11, login): stars, words (6-230), up to three photos
 * and "anonymous"; intellectstools/goodscomments/index is asked with the goods id (v6.6.0 forgot it),
 * and a goods already reviewed here says so. A refused save keeps everything entered.
 */
function ToolboxReviewPage() {
  const goodsId = routeId(useRouter().params.goods_id)
  const allowed = useLoginGate()
  const info = useRemote(
    whenLoggedIn(
      allowed,
      whenLinked(goodsId, () => getToolboxReviewInfo(goodsId)),
    ),
    [allowed, goodsId],
  )
  const [values, setValues] = useState<ToolboxReview>({ rating: 0, content: '', images: [], anonymous: false })
  const [saving, setSaving] = useState(false)
  const [saved, setSaved] = useState(false)

  const submit = async () => {
    if (saving || saved) return
    const error = validate({ rating: values.rating, content: values.content.trim(), images: values.images }, RULES.orderReview)
    if (error) {
      toast(error.message)
      return
    }
    setSaving(true)
    const result = await saveToolboxReview(goodsId, { ...values, content: values.content.trim() })
    setSaving(false)
    if (!result.ok) return // the client toasted the server's message; the form keeps its values
    setSaved(true)
    toast(result.data.msg || t('plugin-intellectstools.saved'), 'success')
    setTimeout(() => goBack(`/pages/goods-detail/goods-detail?id=${goodsId}`), BACK_DELAY_MS)
  }

  if (!allowed) {
    return (
      <PageShell titleKey='plugin-intellectstools.title'>
        <GuestNotice />
      </PageShell>
    )
  }
  const data = info.data
  return (
    <PageShell titleKey='plugin-intellectstools.title'>
      <RecordStatus remote={info} notFound={t('plugin-intellectstools.goods_missing')} />
      {info.status === 'ready' && data && data.reviewed && !saved ? (
        <StatusView
          status='empty'
          message={t('plugin-intellectstools.already')}
          action={{ label: t('plugin-intellectstools.my_reviews'), onClick: () => void openPage(MY_REVIEWS_PAGE) }}
        />
      ) : null}
      {info.status === 'ready' && data && (!data.reviewed || saved) ? (
        <View className='toolbox-page' data-testid='toolbox-form'>
          <ReviewFields info={data} values={values} disabled={saving || saved} onChange={(patch) => setValues({ ...values, ...patch })} />
          <View className='toolbox-submit'>
            <ActionButton size='large' busy={saving} disabled={saved} onClick={() => void submit()} testId='toolbox-submit'>
              {t('plugin-intellectstools.submit')}
            </ActionButton>
          </View>
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(ToolboxReviewPage)
