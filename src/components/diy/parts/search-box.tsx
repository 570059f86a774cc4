import { Image, Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import type { SearchBox } from '@/api/diy'
import { t } from '@/i18n'
import { imageAlt } from '@/lib/a11y'
import { openPage, openUrl } from '@/lib/navigate'
import { dp, fillStyle } from '../box-style'
import '@/i18n/locales/diy'

const SEARCH_START = '/pages/goods-search-start/goods-search-start'
const SEARCH_RESULTS = '/pages/goods-search/goods-search'

/**
 * The page builder's search box (search module, header themes 3 and 5). The box opens the search start
 * page with the hot word showing; the button searches that word; the icons open their links, or search.
 */
export function DiySearchBox({ search, testId = 'diy-search' }: { search: SearchBox; testId?: string }) {
  const [word, setWord] = useState(0)
  const words = search.hotWords
  useEffect(() => {
    if (words.length < 2) return undefined
    const timer = setInterval(() => setWord((i) => (i + 1) % words.length), search.interval)
    return () => clearInterval(timer)
  }, [words.length, search.interval])

  const hot = words[word % Math.max(1, words.length)]
  const keyword = hot?.value ?? ''
  const start = () => void openPage(keyword ? `${SEARCH_START}?keywords=${encodeURIComponent(keyword)}` : SEARCH_START)
  const find = () => void openPage(keyword ? `${SEARCH_RESULTS}?keywords=${encodeURIComponent(keyword)}` : SEARCH_START)
  const icon = (side: 'left' | 'right', value: { image: string; link: string }) => (
    <Image
      className={`diy-search__icon diy-search__icon--${side}`}
      src={value.image}
      mode='aspectFit'
      onClick={(e) => {
        e.stopPropagation()
        if (value.link) openUrl(value.link)
        else start()
      }}
      {...imageAlt('')}
    />
  )
  return (
    <View
      className={`diy-search ${search.center ? 'diy-search--center' : ''}`}
      style={{ background: search.background, borderRadius: dp(search.radius), ...(search.borderColor ? { border: `1px solid ${search.borderColor}` } : {}) }}
      onClick={start}
      data-testid={testId}
    >
      {search.leftIcon ? icon('left', search.leftIcon) : <View className='diy-search__glass' />}
      <Text className='diy-search__tips' style={{ color: hot?.color || search.tipsColor || undefined }}>
        {keyword || search.tips || t('diy.search_tips')}
      </Text>
      {search.rightIcon ? icon('right', search.rightIcon) : null}
      {search.button ? (
        <View
          className='diy-search__button'
          style={{ ...fillStyle(search.buttonFill), ...(search.buttonColor ? { color: search.buttonColor } : {}) }}
          onClick={(e) => {
            e.stopPropagation()
            find()
          }}
          data-testid='diy-search-button'
        >
          {search.button.image ? (
            <Image className='diy-search__button-image' src={search.button.image} mode='heightFix' {...imageAlt('')} />
          ) : (
            <Text>{search.button.text}</Text>
          )}
        </View>
      ) : null}
    </View>
  )
}
