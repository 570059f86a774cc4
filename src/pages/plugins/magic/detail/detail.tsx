import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { getMagicGoods } from '@/api/plugins/magic'
import { GoodsList } from '@/components/goods-card/goods-card'
import { PageShell } from '@/components/page-shell/page-shell'
import { StatusView } from '@/components/status-view/status-view'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { whenLinked } from '@/lib/route-params'
import { RecordStatus } from '../../kit/record-status'
import './detail.scss'
import '@/i18n/locales/plugin-magic'

const area = 'plugin-magic'

/** The goods of one magic-cube group (api-plugins-2 §3.14, `id` the cube, `ix` the group): title, description, a goods grid. */
function MagicDetailPage() {
  const params = useRouter().params
  const id = (params.id ?? '').trim()
  const ix = (params.ix ?? '').trim()
  const remote = useRemote(
    whenLinked(id, () => getMagicGoods(id, ix)),
    [id, ix],
    (data) => data === null,
  )
  const group = remote.data
  return (
    <PageShell titleKey={`${area}.title`} title={group?.title || undefined}>
      {remote.status === 'ready' && group ? (
        <View className='magic-detail' data-testid='magic-detail'>
          <View className='magic-detail__head'>
            <Text className='magic-detail__title' data-testid='magic-title'>
              {group.title}
            </Text>
            {group.describe ? <Text className='magic-detail__describe'>{group.describe}</Text> : null}
          </View>
          {group.goods.length ? <GoodsList goods={group.goods} /> : <StatusView status='empty' message={t(`${area}.goods_empty`)} />}
        </View>
      ) : (
        <RecordStatus remote={remote} notFound={t(`${area}.not_found`)} />
      )}
    </PageShell>
  )
}

export default observer(MagicDetailPage)
