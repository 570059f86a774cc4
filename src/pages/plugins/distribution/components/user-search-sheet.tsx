import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { findUser, type FoundUser } from '@/api/plugins/distribution-centre'
import { ActionButton } from '@/components/action-button/action-button'
import { HintField } from '@/components/hint-field/hint-field'
import { toast } from '@/lib/navigate'
import { BottomSheet } from './bottom-sheet'
import { dt } from './text'
import { imageAlt } from '../../kit/image-alt'

interface Props {
  title: string
  submitLabel: string
  /** A yellow note under the result (how many superior changes are left). */
  note?: string
  busy?: boolean
  onSubmit: (user: FoundUser) => void
  onClose: () => void
  testId?: string
}

/**
 * Find one user by id, name, nickname, member code, mobile or email (user/userquery) and hand them on:
 * the superior change and the visit form's customer. The search box keeps what was typed.
 */
export const UserSearchSheet = observer(function UserSearchSheet({ title, submitLabel, note, busy, onSubmit, onClose, testId = 'dist-user-search' }: Props) {
  const [keywords, setKeywords] = useState('')
  const [found, setFound] = useState<FoundUser | null>(null)
  const [message, setMessage] = useState({ text: dt('search_hint'), error: false })
  const [searching, setSearching] = useState(false)

  const search = async () => {
    if (searching) return
    if (!keywords.trim()) {
      setMessage({ text: dt('search_enter'), error: true })
      return
    }
    setSearching(true)
    const result = await findUser(keywords.trim())
    setSearching(false)
    if (result.ok) {
      setFound(result.data)
      setMessage({ text: '', error: false })
    } else {
      setFound(null)
      setMessage({ text: result.msg || dt('search_none'), error: true })
    }
  }

  const submit = () => {
    if (!found) {
      toast(dt('search_first'))
      return
    }
    onSubmit(found)
  }

  return (
    <BottomSheet
      title={title}
      onClose={onClose}
      testId={testId}
      footer={
        <ActionButton size='large' busy={busy} onClick={submit} testId={`${testId}-submit`}>
          {submitLabel}
        </ActionButton>
      }
    >
      <View className='dist-search'>
        <HintField
          className='dist-search__input'
          value={keywords}
          onChange={setKeywords}
          hint={dt('search_placeholder')}
          onConfirm={() => void search()}
          testId={`${testId}-keywords`}
        />
        <ActionButton kind='secondary' size='small' busy={searching} onClick={() => void search()} testId={`${testId}-go`}>
          {dt('search')}
        </ActionButton>
      </View>
      {found ? (
        <View className='dist-found' data-testid={`${testId}-found`}>
          <Image className='dist-found__avatar' src={found.avatar} mode='aspectFill' {...imageAlt('')} />
          <View className='dist-found__who'>
            <Text className='dist-found__name'>{found.name}</Text>
            <Text className='dist-found__meta'>{dt('user_id_joined', { id: found.id, time: found.joined })}</Text>
          </View>
        </View>
      ) : (
        <Text className={`dist-search__message ${message.error ? 'dist-search__message--error' : ''}`} data-testid={`${testId}-message`}>
          {message.text}
        </Text>
      )}
      {note ? <Text className='dist-search__note'>{note}</Text> : null}
    </BottomSheet>
  )
})
