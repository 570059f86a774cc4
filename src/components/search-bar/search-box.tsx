import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { t } from '@/i18n'
import { openPage } from '@/lib/navigate'
import { pressable } from '@/lib/a11y'
import './search-bar.scss'
import '@/i18n/locales/search'

export const SEARCH_START_PAGE = '/pages/goods-search-start/goods-search-start'

interface Props {
  hint?: string
  /** Where a tap goes (the search start page by default). */
  openUrl?: string
  showButton?: boolean
  variant?: 'plain' | 'outlined' | 'glass'
}

/**
 * The tap-only search box (home, category, layout pages): it looks like the search bar but has no input,
 * so the pages that only link to search do not load the input component.
 */
export const SearchBox = observer(function SearchBox({ hint, openUrl = SEARCH_START_PAGE, showButton = true, variant = 'outlined' }: Props) {
  return (
    <View className={`search-bar search-bar--${variant}`} onClick={() => openPage(openUrl)} {...pressable(() => openPage(openUrl))} data-testid='search-bar'>
      <View className='search-bar__icon' />
      <Text className='search-bar__placeholder'>{hint || t('search.placeholder')}</Text>
      {showButton ? <View className='search-bar__button'>{t('search.submit')}</View> : null}
    </View>
  )
})
