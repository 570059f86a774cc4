import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import type { Choice } from '@/api/plugins/hospital'
import { ActionButton } from '@/components/action-button/action-button'
import { TextArea } from '@/components/text-area/text-area'
import { Toggle } from '@/components/toggle/toggle'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { toast } from '@/lib/navigate'
import { GENDER, healthProblem, type HealthState } from './health'
import './hospital.scss'
import '@/i18n/locales/plugin-hospital'
import { Icon } from '@/components/icon/icon'

const area = 'plugin-hospital'

interface Props {
  open: boolean
  value: HealthState
  gender: number
  pregnancies: Array<Choice<number>>
  onClose: () => void
  onDone: (value: HealthState) => void
}

/**
 * The health popup: allergies and medical history (their text required while switched on), liver and kidney
 * function, pregnancy for women only. It edits a copy; "Done" checks it and hands it back.
 */
export const HealthSheet = observer(function HealthSheet({ open, value, gender, pregnancies, onClose, onDone }: Props) {
  const [draft, setDraft] = useState(value)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    if (open) {
      setDraft(value)
      setError(null)
    }
  }, [open, value])
  if (!open) return null

  const patch = (next: Partial<HealthState>) => setDraft((current) => ({ ...current, ...next }))
  const done = () => {
    const problem = healthProblem(draft)
    setError(problem)
    if (problem) {
      toast(t(`${area}.${problem}`))
      return
    }
    onDone(draft)
  }
  const textError = (which: 'allergy' | 'sickness') =>
    error && (error === `${which}_required` || (error === 'health_too_long' && draft[which].on)) ? t(`${area}.${error}`) : ''

  return (
    <View className='hp-sheet' data-testid='health-sheet'>
      <View className='hp-sheet__mask' onClick={onClose} />
      <View className='hp-sheet__panel'>
        <View className='hp-sheet__head'>
          <Text>{t(`${area}.health_title`)}</Text>
          <View className='hp-sheet__close' onClick={onClose} {...pressable(onClose, t(`${area}.close`))}>
            <Icon name='x' size={36} />
          </View>
        </View>
        {(['allergy', 'sickness'] as const).map((which) => (
          <View key={which}>
            <View className='hp-sheet__row'>
              <Text>{t(`${area}.${which}`)}</Text>
              <Toggle
                checked={draft[which].on}
                onChange={(on) => patch({ [which]: { ...draft[which], on } })}
                label={t(`${area}.${which}`)}
                testId={`health-${which}`}
              />
            </View>
            {draft[which].on ? (
              <>
                <TextArea
                  className='hp-sheet__text'
                  value={draft[which].text}
                  onChange={(text) => patch({ [which]: { ...draft[which], text } })}
                  hint={t(`${area}.${which}_hint`)}
                  label={t(`${area}.${which}`)}
                  testId={`health-${which}-text`}
                />
                {textError(which) ? <Text className='hp-sheet__error'>{textError(which)}</Text> : null}
              </>
            ) : null}
          </View>
        ))}
        <View className='hp-sheet__row'>
          <Text>{t(`${area}.liver`)}</Text>
          <Toggle checked={draft.liverAbnormal} onChange={(on) => patch({ liverAbnormal: on })} label={t(`${area}.liver`)} testId='health-liver' />
        </View>
        <View className='hp-sheet__row'>
          <Text>{t(`${area}.renal`)}</Text>
          <Toggle checked={draft.renalAbnormal} onChange={(on) => patch({ renalAbnormal: on })} label={t(`${area}.renal`)} testId='health-renal' />
        </View>
        {gender === GENDER.female ? (
          <View className='hp-sheet__row'>
            <Text>{t(`${area}.pregnancy`)}</Text>
            <View className='hp-chips'>
              {pregnancies.map((choice) => (
                <Text
                  key={choice.value}
                  className={`hp-chip ${draft.pregnancy === choice.value ? 'hp-chip--on' : ''}`}
                  onClick={() => patch({ pregnancy: choice.value })}
                  {...pressable(() => patch({ pregnancy: choice.value }))}
                  aria-pressed={draft.pregnancy === choice.value}
                  data-testid='health-pregnancy'
                >
                  {choice.name}
                </Text>
              ))}
            </View>
          </View>
        ) : null}
        <View className='hp-sheet__actions'>
          <ActionButton size='large' testId='health-done' onClick={done}>
            {t(`${area}.health_done`)}
          </ActionButton>
        </View>
      </View>
    </View>
  )
})
