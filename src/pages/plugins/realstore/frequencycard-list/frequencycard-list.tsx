import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { getPunchCards } from '@/api/plugins/realstore'
import { ActionButton } from '@/components/action-button/action-button'
import { QrCodeView } from '@/components/qr-code-view/qr-code-view'
import { t } from '@/i18n'
import { openPage } from '@/lib/navigate'
import { DetailRows } from '../../kit/detail-rows'
import { OrderRecordsPage } from '../components/order-records'
import { REALSTORE_PAGES } from '../components/routes'
import '../../kit/kit.scss'
import '../components/realstore.scss'
import '@/i18n/locales/plugin-realstore'

/** Card states (spec 4): valid, paused, ended, closed. */
const TABS = [
  ['-1', 'all'],
  ['0', 'card_status_0'],
  ['1', 'card_status_1'],
  ['2', 'card_status_2'],
  ['3', 'card_status_3'],
] as const
const VALID = 0

/**
 * Punch cards (frequencycard-list?oid=&status=): total, used and available uses, start and end, the state;
 * a valid card shows its code for the store staff; each card opens its usage records.
 */
function PunchCardsPage() {
  const [shownCode, setShownCode] = useState('')
  return (
    <OrderRecordsPage
      titleKey='plugin-realstore.title_cards'
      tabs={TABS}
      fetchRecords={getPunchCards}
      emptyKey='plugin-realstore.cards_empty'
      renderItem={(card) => (
        <View key={card.id} className='pk-card' data-testid='punch-card' data-status={card.status}>
          <View className='pk-card__head'>
            <Text>{card.storeName}</Text>
            <Text className='pk-card__status' data-testid='punch-card-status'>
              {card.statusName}
            </Text>
          </View>
          <Text className='pk-card__title'>{card.name}</Text>
          {card.describe ? <Text className='rs-card__muted'>{card.describe}</Text> : null}
          <View className='rs-uses'>
            {(
              [
                ['total', card.total],
                ['used', card.used],
                ['available', card.available],
              ] as const
            ).map(([key, value]) => (
              <View key={key} className='rs-uses__cell'>
                <Text className={`rs-uses__value ${key === 'available' ? 'rs-uses__value--main' : ''}`} data-testid={`punch-card-${key}`}>
                  {value}
                </Text>
                <Text className='rs-uses__label'>{t(`plugin-realstore.uses_${key}`)}</Text>
              </View>
            ))}
          </View>
          <DetailRows
            rows={[
              [t('plugin-realstore.start_time'), card.startTime],
              [t('plugin-realstore.end_time'), card.endTime || t('plugin-realstore.no_end')],
              [t('plugin-realstore.order_no'), card.orderNo],
            ]}
          />
          {shownCode === card.id ? (
            <View className='rs-code'>
              <QrCodeView text={card.code} size={180} />
              <Text className='rs-code__text'>{card.code}</Text>
              <Text className='rs-card__muted'>{t('plugin-realstore.card_code_tip')}</Text>
            </View>
          ) : null}
          <View className='pk-card__actions'>
            {card.status === VALID && card.available > 0 ? (
              <ActionButton size='small' kind='secondary' onClick={() => setShownCode(shownCode === card.id ? '' : card.id)} testId='punch-card-code'>
                {shownCode === card.id ? t('plugin-realstore.hide_code') : t('plugin-realstore.show_code')}
              </ActionButton>
            ) : null}
            <ActionButton size='small' kind='plain' onClick={() => void openPage(`${REALSTORE_PAGES.cardUses}?cuid=${card.id}`)} testId='punch-card-uses'>
              {t('plugin-realstore.use_records')}
            </ActionButton>
          </View>
        </View>
      )}
    />
  )
}

export default observer(PunchCardsPage)
