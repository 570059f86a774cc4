import { Text, View } from '@tarojs/components'
import { t } from '@/i18n'
import { openPage } from '@/lib/navigate'
import { DIY_UNIT, sizeOf } from '../box-style'
import type { ModuleProps } from './types'

/** A search box: tapping it opens the search start page. */
export function SearchModule({ module }: ModuleProps<'search'>) {
  return (
    <View
      className={`diy-search ${module.center ? 'diy-search--center' : ''}`}
      style={{ background: module.background, borderRadius: sizeOf(module.radius, DIY_UNIT) }}
      onClick={() => void openPage('/pages/goods-search-start/goods-search-start')}
      data-testid='diy-search'
    >
      <Text className='diy-search__tips'>{module.tips || t('diy.search_tips')}</Text>
      {module.buttonText ? <Text className='diy-search__button'>{module.buttonText}</Text> : null}
    </View>
  )
}
