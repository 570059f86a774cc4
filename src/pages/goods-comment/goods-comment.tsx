import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { getGoodsComments, getGoodsScore, type GoodsComment, type GoodsScore } from '@/api/goods'
import type { ApiResult, Page } from '@/api/types'
import { PageShell } from '@/components/page-shell/page-shell'
import { PagedList } from '@/components/paged-list/paged-list'
import { StatusView } from '@/components/status-view/status-view'
import { usePagedList } from '@/hooks/use-paged-list'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { CommentItem, Stars } from '../goods-detail/detail-parts'
import '../goods-detail/goods-detail.scss'
import './goods-comment.scss'
import '@/i18n/locales/goods'

function missingGoods<T>(): Promise<ApiResult<T>> {
  return Promise.resolve({ ok: false, code: -1, msg: t('goods.goods_missing'), kind: 'server', data: '' })
}

/** Average, good-rating share and one bar per star count. */
const ScoreSummary = observer(function ScoreSummary({ score }: { score: GoodsScore }) {
  const rounded = Math.round(Number(score.avg))
  return (
    <View className='gc-score' data-testid='score-summary'>
      <View className='gc-score__main'>
        <Text className='gc-score__avg'>{score.avg}</Text>
        <Stars rating={rounded} />
        <Text className='gc-score__rate'>{t('goods.comments_rate', { n: score.rate })}</Text>
      </View>
      <View className='gc-score__bars'>
        {[...score.rating].reverse().map((row) => (
          <View key={row.rating} className='gc-score__bar-row'>
            <Text className='gc-score__bar-name'>{row.name || t('goods.stars', { n: row.rating })}</Text>
            <View className='gc-score__bar'>
              <View className='gc-score__bar-fill' style={{ width: `${Math.min(100, Math.max(0, row.portion))}%` }} />
            </View>
            <Text className='gc-score__bar-count'>{row.count}</Text>
          </View>
        ))}
      </View>
    </View>
  )
})

/** All reviews of one goods, paged, under the rating summary. */
function GoodsCommentPage() {
  const params = useRouter().params as Record<string, string | undefined>
  const goodsId = params.goods_id || params.id || ''
  const score = useRemote(() => (goodsId ? getGoodsScore(goodsId) : missingGoods<GoodsScore>()), [goodsId])
  const list = usePagedList((page) => (goodsId ? getGoodsComments(goodsId, page) : missingGoods<Page<GoodsComment>>()), [goodsId])

  return (
    <PageShell titleKey='goods.title_comment'>
      {!goodsId ? <StatusView status='error' message={t('goods.goods_missing')} /> : null}
      {goodsId && score.data ? <ScoreSummary score={score.data} /> : null}
      {goodsId ? (
        <PagedList
          className='gc-list'
          list={list}
          emptyMessage={t('goods.comments_empty')}
          renderItem={(comment) => (
            <View key={comment.id} className='gc-list__item'>
              <CommentItem comment={comment} />
            </View>
          )}
        />
      ) : null}
    </PageShell>
  )
}

export default observer(GoodsCommentPage)
