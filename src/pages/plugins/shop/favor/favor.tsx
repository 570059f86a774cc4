import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { deleteFavoriteShop, getFavoriteShops, type FavoriteShop } from '@/api/plugins/shop'
import { ActionButton } from '@/components/action-button/action-button'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { PageShell } from '@/components/page-shell/page-shell'
import { PagedList } from '@/components/paged-list/paged-list'
import { useLoginGate } from '@/hooks/use-login-gate'
import { usePagedList } from '@/hooks/use-paged-list'
import { t } from '@/i18n'
import { confirmAction } from '@/lib/dialogs'
import { toast } from '@/lib/navigate'
import { ShopRow } from '../components/shop-card'
import '../../kit/kit.scss'
import './favor.scss'
import '@/i18n/locales/plugin-shop'

const area = 'plugin-shop'

/** My favourite shops (api-plugins-2 §3.2; rows in data.data_list): tap opens the shop, "remove" after a confirm. */
function ShopFavorPage() {
  const allowed = useLoginGate()
  const list = usePagedList(getFavoriteShops, [], { enabled: allowed })
  const [removing, setRemoving] = useState('')

  const remove = async (row: FavoriteShop) => {
    if (removing) return
    if (!(await confirmAction(t(`${area}.favor_cancel_confirm`)))) return
    setRemoving(row.favorId)
    const result = await deleteFavoriteShop(row.favorId)
    setRemoving('')
    if (!result.ok) return
    list.setItems((items) => items.filter((item) => item.favorId !== row.favorId))
    toast(t(`${area}.favor_cancelled`), 'success')
  }

  return (
    <PageShell titleKey={`${area}.title_favor`}>
      {allowed ? (
        <View className='pk-page'>
          {list.status === 'ready' ? <Text className='shop-favor__total'>{t(`${area}.favor_total`, { n: list.total })}</Text> : null}
          <PagedList
            list={list}
            emptyMessage={t(`${area}.favor_empty`)}
            renderItem={(row) => (
              <ShopRow
                key={row.favorId}
                shop={row.shop}
                testId='shop-favor-row'
                actions={
                  <>
                    {row.addTime ? <Text className='shop-favor__time'>{t(`${area}.favor_added_at`, { time: row.addTime })}</Text> : null}
                    <ActionButton
                      kind='plain'
                      size='small'
                      busy={removing === row.favorId}
                      disabled={Boolean(removing)}
                      onClick={() => void remove(row)}
                      testId='shop-favor-cancel'
                    >
                      {t(`${area}.favor_cancel`)}
                    </ActionButton>
                  </>
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

export default observer(ShopFavorPage)
