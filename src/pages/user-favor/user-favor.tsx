import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { cancelFavorite, getFavorites, type ListedGoods } from '@/api/favor'
import { PageShell } from '@/components/page-shell/page-shell'
import { PagedList } from '@/components/paged-list/paged-list'
import { usePagedList } from '@/hooks/use-paged-list'
import { t } from '@/i18n'
import { confirmAction } from '@/lib/dialogs'
import { toast } from '@/lib/navigate'
import { ActionButton } from '@/components/action-button/action-button'
import { GoodsRow } from '@/components/goods-row/goods-row'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { useLoginGate } from '@/hooks/use-login-gate'
import '@/styles/activity.scss'
import '@/i18n/locales/activity'

/** My favourites (api-core 3.20): paged goods, tap to open, unfavourite after a confirm. */
function UserFavorPage() {
  const allowed = useLoginGate()
  const list = usePagedList(getFavorites, [], { enabled: allowed })
  const [removing, setRemoving] = useState('')

  const unfavorite = async (goods: ListedGoods) => {
    if (removing) return
    if (!(await confirmAction(t('activity.favor_cancel_confirm')))) return
    setRemoving(goods.goodsId)
    const result = await cancelFavorite(goods.goodsId)
    setRemoving('')
    if (!result.ok) return
    list.setItems((items) => items.filter((item) => item.goodsId !== goods.goodsId))
    toast(t('activity.favor_cancelled'), 'success')
  }

  return (
    <PageShell titleKey='activity.title_favor'>
      {allowed ? (
        <View className='act-page'>
          {list.status === 'ready' ? <Text className='act-count'>{t('activity.favor_total', { n: list.total })}</Text> : null}
          <PagedList
            list={list}
            emptyMessage={t('activity.favor_empty')}
            renderItem={(goods) => (
              <GoodsRow
                key={goods.rowId || goods.goodsId}
                goods={goods}
                testId='favor-row'
                note={goods.addedAt ? t('activity.favor_added_at', { time: goods.addedAt }) : undefined}
                actions={
                  <ActionButton
                    kind='plain'
                    size='small'
                    busy={removing === goods.goodsId}
                    disabled={Boolean(removing)}
                    onClick={() => unfavorite(goods)}
                    testId='favor-cancel'
                  >
                    {t('activity.favor_cancel')}
                  </ActionButton>
                }
              />
            )}
          />
        </View>
      ) : (
        <GuestNotice />
      )}
    </PageShell>
  )
}

export default observer(UserFavorPage)
