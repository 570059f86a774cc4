import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useState } from 'react'
import { t } from '@/i18n'
import { heading, pressable } from '@/lib/a11y'
import { canGoBack, goBack, HOME_PAGE, openPage } from '@/lib/navigate'
import { Icon } from '../icon/icon'
import './nav-bar.scss'

interface ButtonProps {
  /** Icon colour (a page header of its own colours); the text colour otherwise. */
  color?: string
  className?: string
}

/**
 * "Back" when there is a page to go back to, otherwise "home" (a deep link, a page opened by redirect): the
 * button of the title bar, also used by pages that draw their own header (page-builder pages).
 */
export function NavBackButton({ color, className }: ButtonProps) {
  // Read when the page is shown: the router adds a page to its stack after rendering it.
  const [hasHistory, setHasHistory] = useState(canGoBack)
  useDidShow(() => setHasHistory(canGoBack()))
  const action = hasHistory ? () => goBack() : () => void openPage(HOME_PAGE)
  const label = hasHistory ? t('common.back') : t('common.back_home')
  return (
    <View
      className={`nav-bar__button ${className ?? ''}`}
      style={color ? { color } : undefined}
      onClick={action}
      {...pressable(action, label)}
      data-testid={hasHistory ? 'nav-back' : 'nav-home'}
    >
      <Icon name={hasHistory ? 'chevron-left' : 'house'} size={hasHistory ? 48 : 40} color={color} />
    </View>
  )
}

/**
 * The web build's title bar on inner pages (mini-programs have the platform's own): the page title as
 * plain text and the back/home button. Tab pages and pages that draw their own header do not get it
 * (PageShell decides).
 */
export function NavBar({ title }: { title: string }) {
  return (
    <View className='nav-bar' data-testid='nav-bar'>
      <NavBackButton />
      <Text className='nav-bar__title' {...heading(1)} data-testid='nav-title'>
        {title}
      </Text>
      <View className='nav-bar__button nav-bar__button--spacer' />
    </View>
  )
}
