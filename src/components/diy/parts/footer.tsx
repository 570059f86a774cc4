import { Image, Text, View } from '@tarojs/components'
import type { DiyFooter } from '@/api/diy'
import { imageAlt } from '@/lib/a11y'
import { currentPageUrl, openUrl } from '@/lib/navigate'
import { badgeText, boxStyle } from '../box-style'

const samePage = (link: string, here: string) => link.replace(/^\//, '') === here.replace(/^\//, '')

/** A DIY page's own bottom navigation (not on tab pages): the entry for this page is drawn chosen. */
export function DiyFooterView({ footer }: { footer: DiyFooter }) {
  const here = currentPageUrl()
  return (
    <>
      <View className='diy-footer__spacer' />
      <View className='diy-footer' style={boxStyle(footer.box)} data-testid='diy-footer'>
        {footer.items.map((item, i) => {
          const on = samePage(item.link, here)
          return (
            <View
              key={`${i}-${item.name}`}
              className='diy-footer__item'
              onClick={on || !item.link ? undefined : () => openUrl(item.link)}
              data-testid='diy-footer-item'
            >
              {item.image ? <Image className='diy-footer__image' src={on ? item.activeImage : item.image} mode='aspectFit' {...imageAlt('')} /> : null}
              <Text className='diy-footer__name' style={{ color: on ? footer.activeColor || 'var(--main)' : footer.color }}>
                {item.name}
              </Text>
              {badgeText(item.badge) ? <Text className='diy-footer__badge'>{badgeText(item.badge)}</Text> : null}
            </View>
          )
        })}
      </View>
    </>
  )
}

export default DiyFooterView
