import { Image, Text, View } from '@tarojs/components'
import { imageAlt } from '@/lib/a11y'
import { HScroll } from './h-scroll'

export interface TabBarItem {
  title: string
  desc?: string
  image?: string
}

export interface TabBarLookProps {
  /** '0' underline, '1' filled pill, '2' title over a description pill; others draw as '0'. */
  theme?: string
  color?: string
  activeColor?: string
  centered?: boolean
  /** Sticks to the top while the page scrolls. */
  pinned?: boolean
}

interface Props extends TabBarLookProps {
  tabs: TabBarItem[]
  active: number
  onChange: (index: number) => void
  testId?: string
}

/** The page builder's tab bar (page tabs, goods/article/data tabs), scrolling sideways when long. */
export function DiyTabBar({ tabs, active, onChange, theme = '0', color, activeColor, centered, pinned, testId }: Props) {
  return (
    <View className={`diy-tabs diy-tabs--theme-${theme} ${pinned ? 'diy-tabs--pinned' : ''}`} data-testid={testId}>
      <HScroll className={`diy-tabs__scroll ${centered ? 'diy-tabs__scroll--centered' : ''}`}>
        {tabs.map((tab, i) => {
          const on = i === active
          const tint = on ? activeColor || undefined : color || undefined
          return (
            <View key={`${i}-${tab.title}`} className={`diy-tabs__item ${on ? 'diy-tabs__item--on' : ''}`} onClick={() => onChange(i)} data-testid='diy-tab'>
              {tab.image ? <Image className='diy-tabs__image' src={tab.image} mode='heightFix' {...imageAlt('')} /> : null}
              <Text className='diy-tabs__title' style={tint ? { color: tint } : undefined}>
                {tab.title}
              </Text>
              {theme === '2' && tab.desc ? <Text className='diy-tabs__desc'>{tab.desc}</Text> : null}
            </View>
          )
        })}
      </HScroll>
    </View>
  )
}
