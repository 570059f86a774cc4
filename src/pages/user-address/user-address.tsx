import { Text, View } from '@tarojs/components'
import { useDidShow, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { deleteAddress, getAddresses, regionText, setDefaultAddress, type Address } from '@/api/address'
import { ActionButton } from '@/components/action-button/action-button'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { PageShell } from '@/components/page-shell/page-shell'
import { StatusView } from '@/components/status-view/status-view'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { confirmAction, copyText } from '@/lib/dialogs'
import { goBack, openPage, toast } from '@/lib/navigate'
import { pressable } from '@/lib/a11y'
import { setItem } from '@/stores/storage'
import { labelText } from '../user-address-save/address-form'
import './user-address.scss'
import '@/i18n/locales/address'

const SAVE_PAGE = '/pages/user-address-save/user-address-save'

/** My addresses (api-core 3.14); with ?is_back=1 (from checkout) tapping one chooses it. */
function UserAddressPage() {
  const router = useRouter()
  const choosing = router.params.is_back === '1'
  const allowed = useLoginGate()
  const list = useRemote<Address[]>(
    whenLoggedIn(allowed, () => getAddresses(router.params)),
    [allowed],
    (items) => items.length === 0,
  )
  const [busyId, setBusyId] = useState('')
  const [items, setItems] = useState<Address[] | null>(null)
  const shown = items ?? list.data ?? []

  // Local edits (default flag, deletion) show until the next load replaces them.
  useEffect(() => setItems(null), [list.data])

  // Back from the edit page: show the saved changes.
  useDidShow(() => {
    if (allowed && list.status !== 'loading') void list.reload()
  })

  if (!allowed)
    return (
      <PageShell titleKey='address.title_list'>
        <GuestNotice />
      </PageShell>
    )

  const tap = (address: Address) => {
    if (!choosing) {
      void copyText(`${address.name} ${address.tel} ${regionText(address)} ${address.address}`)
      return
    }
    if (address.disabledMsg) {
      toast(address.disabledMsg.trim() || t('errors.address_wrong'))
      return
    }
    setItem('cache_buy_user_address_select_key', { ...address.raw, id: address.id })
    goBack()
  }

  const makeDefault = async (address: Address) => {
    if (busyId || address.isDefault) return
    setBusyId(address.id)
    const result = await setDefaultAddress(address.id)
    setBusyId('')
    if (!result.ok) return
    setItems(shown.map((a) => ({ ...a, isDefault: a.id === address.id })))
    toast(result.msg || t('common.success'), 'success')
  }

  const remove = async (address: Address) => {
    if (busyId || !(await confirmAction(t('errors.confirm_delete')))) return
    setBusyId(address.id)
    const result = await deleteAddress(address.id)
    setBusyId('')
    if (!result.ok) return
    setItems(shown.filter((a) => a.id !== address.id))
    toast(result.msg || t('common.success'), 'success')
  }

  const edit = (address?: Address) => {
    const query = Object.entries({ ...router.params, id: address?.id ?? '0' })
      .filter(([key]) => key !== '$taroTimestamp' && key !== 'stamp')
      .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
      .join('&')
    void openPage(`${SAVE_PAGE}?${query}`)
  }

  const status = list.status === 'ready' && shown.length === 0 ? 'empty' : list.status
  return (
    <PageShell titleKey='address.title_list' className='address-list'>
      <StatusView status={status} message={status === 'empty' ? t('address.empty') : list.error} onRetry={list.reload} />
      {status === 'ready'
        ? shown.map((address) => (
            <View key={address.id} className={`address-card ${address.disabledMsg ? 'address-card--disabled' : ''}`} data-testid='address-card'>
              <View className='address-card__body' onClick={() => tap(address)} {...pressable(() => tap(address))}>
                <View className='address-card__line'>
                  <Text className='address-card__name'>{address.name}</Text>
                  <Text className='address-card__tel'>{address.tel}</Text>
                  {address.isDefault ? (
                    <Text className='address-card__tag address-card__tag--default' data-testid='address-default-tag'>
                      {t('address.default')}
                    </Text>
                  ) : null}
                  {address.label ? <Text className='address-card__tag'>{labelText(address.label)}</Text> : null}
                  {address.alias && address.alias !== labelText(address.label) ? <Text className='address-card__tag'>{address.alias}</Text> : null}
                </View>
                <Text className='address-card__address'>{`${regionText(address)} ${address.address}`}</Text>
                {address.disabledMsg.trim() ? <Text className='address-card__warning'>{address.disabledMsg}</Text> : null}
              </View>
              <View className='address-card__actions'>
                <View
                  className='address-card__default'
                  onClick={() => void makeDefault(address)}
                  {...pressable(() => void makeDefault(address))}
                  data-testid='address-set-default'
                >
                  <View className={`address-card__radio ${address.isDefault ? 'address-card__radio--on' : ''}`} />
                  <Text>{address.isDefault ? t('address.default') : t('address.set_default')}</Text>
                </View>
                <Text className='address-card__action' onClick={() => edit(address)} {...pressable(() => edit(address))} data-testid='address-edit'>
                  {t('common.edit')}
                </Text>
                <Text
                  className='address-card__action'
                  onClick={() => void remove(address)}
                  {...pressable(() => void remove(address))}
                  data-testid='address-remove'
                >
                  {busyId === address.id ? t('common.loading') : t('common.delete')}
                </Text>
              </View>
            </View>
          ))
        : null}
      <View className='address-list__spacer' />
      <View className='address-list__bar'>
        <ActionButton size='large' testId='address-add' onClick={() => edit()}>
          {t('address.add')}
        </ActionButton>
      </View>
    </PageShell>
  )
}

export default observer(UserAddressPage)
