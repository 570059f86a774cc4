import { Text, View } from '@tarojs/components'
import { makeAutoObservable } from 'mobx'
import { observer } from 'mobx-react-lite'
import type { CartItem } from '@/api/cart'
import { checkPrescription, parseHospitalBase, type PrescriptionCheck, type PrescriptionChoice } from '@/api/plugins/hospital'
import { ActionButton } from '@/components/action-button/action-button'
import { t } from '@/i18n'
import { cartCheckoutUrl } from '@/lib/buy-link'
import { openPage } from '@/lib/navigate'
import { getRootStore } from '@/stores/root-store'
import { prescriptionUrl } from './routes'
import './hospital.scss'
import '@/i18n/locales/plugin-hospital'

/** The open choice sheet: the server's groups and the answer the cart's guard waits for. */
class ChoiceSheet {
  check: PrescriptionCheck | null = null
  private answer: ((choice: PrescriptionChoice | null) => void) | null = null

  constructor() {
    makeAutoObservable(this)
  }

  ask(check: PrescriptionCheck): Promise<PrescriptionChoice | null> {
    this.answer?.(null)
    this.check = check
    return new Promise((resolve) => {
      this.answer = resolve
    })
  }

  close(choice: PrescriptionChoice | null): void {
    const answer = this.answer
    this.check = null
    this.answer = null
    answer?.(choice)
  }
}

export const choiceSheet = new ChoiceSheet()
let checking = false

/**
 * The cart's check before settling (api-plugins-2 §3.22, when plugins_base.hospital says so): savecheck with the
 * cart's params; no groups → the normal checkout; groups → the shopper picks one: prescription goods go to the
 * consultation, the rest to the normal checkout, each with only its own cart rows.
 */
export async function prescriptionGuard({ items }: { items: CartItem[] }): Promise<boolean> {
  const base = getRootStore().app.pluginBase('hospital', parseHospitalBase)
  if (!base?.prescriptionCheck) return true
  if (checking) return false
  checking = true
  try {
    const ids = items.map((item) => item.id).join(',')
    const result = await checkPrescription({ buy_type: 'cart', ids })
    if (!result.ok) return false
    if (!result.data.choices.length) return true
    const choice = await choiceSheet.ask(result.data)
    if (!choice) return false
    const rows = items.filter((item) => choice.goodsIds.includes(item.goodsId)).map((item) => item.id)
    if (!rows.length) return false
    void openPage(choice.type === 'prescription' ? prescriptionUrl({ buy_type: 'cart', ids: rows.join(',') }) : cartCheckoutUrl(rows))
    return false
  } finally {
    checking = false
  }
}

/** The choice sheet the guard opens: the server's title, one line per group with its button. */
export const PrescriptionChoiceSheet = observer(function PrescriptionChoiceSheet() {
  const check = choiceSheet.check
  if (!check) return null
  return (
    <View className='hp-sheet' data-testid='prescription-choice'>
      <View className='hp-sheet__mask' onClick={() => choiceSheet.close(null)} />
      <View className='hp-sheet__panel'>
        {check.title ? <Text className='hp-sheet__tip'>{check.title}</Text> : null}
        {check.choices.map((choice) => (
          <View key={`${choice.type}-${choice.name}`} className='hp-sheet__choice'>
            <Text className='hp-sheet__choice-name'>{choice.name}</Text>
            <ActionButton
              size='small'
              kind={choice.type === 'prescription' ? 'primary' : 'secondary'}
              testId={`prescription-choice-${choice.type}`}
              onClick={() => choiceSheet.close(choice)}
            >
              {choice.buttonText || choice.name}
            </ActionButton>
          </View>
        ))}
        <View className='hp-sheet__actions'>
          <ActionButton kind='plain' size='large' onClick={() => choiceSheet.close(null)}>
            {t('plugin-hospital.check_cancel')}
          </ActionButton>
        </View>
      </View>
    </View>
  )
})
