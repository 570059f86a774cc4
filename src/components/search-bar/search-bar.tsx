import { Input, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { t } from '@/i18n'
import { openPage } from '@/lib/navigate'
import { pressable } from '@/lib/a11y'
import { SEARCH_START_PAGE, SearchBox } from './search-box'
import './search-bar.scss'
import '@/i18n/locales/search'
import { Icon } from '@/components/icon/icon'

export { SEARCH_START_PAGE }
export const SEARCH_RESULTS_PAGE = '/pages/goods-search/goods-search'

interface Props {
  value?: string
  hint?: string
  /** Tap-only box (home, category): opens `openUrl` (the search start page by default). */
  readOnly?: boolean
  openUrl?: string
  autoFocus?: boolean
  /** An empty box submits the placeholder when false, else nothing happens (api-core 2.7). */
  required?: boolean
  showButton?: boolean
  /** Default: open the results page with the keyword. */
  onSearch?: (keywords: string) => void
  onInput?: (value: string) => void
  variant?: 'plain' | 'outlined' | 'glass'
}

/** The search box of api-core 2.7. */
export const SearchBar = observer(function SearchBar(props: Props) {
  const {
    value = '',
    hint: hintProp,
    readOnly,
    openUrl = SEARCH_START_PAGE,
    autoFocus,
    required = true,
    showButton = true,
    onSearch,
    onInput,
    variant = 'outlined',
  } = props
  const [text, setText] = useState(value)
  useEffect(() => setText(value), [value])
  const hint = hintProp || t('search.placeholder')

  const submit = (raw: string) => {
    const keywords = raw.trim() || (required ? '' : (hintProp ?? ''))
    if (!keywords) return
    if (onSearch) onSearch(keywords)
    else void openPage(`${SEARCH_RESULTS_PAGE}?keywords=${encodeURIComponent(keywords)}`)
  }

  const classes = `search-bar search-bar--${variant}`
  if (readOnly) return <SearchBox hint={hint} openUrl={openUrl} showButton={showButton} variant={variant} />
  return (
    <View className={classes} data-testid='search-bar'>
      <View className='search-bar__icon' />
      <Input
        className='search-bar__input'
        value={text}
        placeholder={hint}
        // The web styles the browser's own ::placeholder (an <input> has no placeholderClass).
        {...(process.env.TARO_ENV === 'h5' ? {} : { placeholderClass: 'search-bar__placeholder' })}
        confirmType='search'
        focus={autoFocus}
        onInput={(e) => {
          setText(e.detail.value)
          onInput?.(e.detail.value)
        }}
        onConfirm={(e) => submit(String(e.detail.value ?? text))}
        data-testid='search-input'
      />
      {text ? (
        <View
          className='search-bar__clear'
          onClick={() => {
            setText('')
            onInput?.('')
          }}
          {...pressable(() => {
            setText('')
            onInput?.('')
          })}
          aria-label={t('search.clear_keyword')}
        >
          <Icon name='x' size={32} />
        </View>
      ) : null}
      {showButton ? (
        <View className='search-bar__button' onClick={() => submit(text)} {...pressable(() => submit(text))} data-testid='search-submit'>
          {t('search.submit')}
        </View>
      ) : null}
    </View>
  )
})
