import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { hasService, shopSearchUrl, type ShopHeaderData, type ShopNavLink } from '@/api/plugins/shop'
import { HintField } from '@/components/hint-field/hint-field'
import { previewImages } from '@/components/image-viewer/image-preview'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { SEARCH_PAGE } from '@/lib/links'
import { openPage, openUrl } from '@/lib/navigate'
import { ShopServicePopupOnDemand } from './shop-service-popup-on-demand'
import { useShopFavor } from './use-shop-favor'
import './shop-header.scss'
import '@/i18n/locales/plugin-shop'
import '@/i18n/locales/plugin-shop-embeds'
import { Icon } from '@/components/icon/icon'
import { imageAlt } from '../../kit/image-alt'

type Panel = { kind: 'none' } | { kind: 'categories' } | { kind: 'group'; index: number } | { kind: 'service' }

const NONE: Panel = { kind: 'none' }

/**
 * The shop header of the shop home and the shop's design pages (api-plugins-2 §3.2): logo (tap to
 * enlarge), name, rating, favourite; a search box for this shop and, when the shop allows it, for the
 * whole mall; the category panel, the shop's navigation (links and groups) and the service sheet.
 */
export const ShopHeader = observer(function ShopHeader({ data }: { data: ShopHeaderData }) {
  const { shop, settings, navigation, categories } = data
  const favor = useShopFavor(shop.id, data.isFavor, shop.favorCount)
  const [keywords, setKeywords] = useState('')
  const [panel, setPanel] = useState<Panel>(NONE)
  const showService = settings.serviceInfo && hasService(shop.service)

  const toggle = (next: Panel) =>
    setPanel((current) => (current.kind === next.kind && (next.kind !== 'group' || (current.kind === 'group' && current.index === next.index)) ? NONE : next))

  const searchShop = () => void openPage(shopSearchUrl(shop.id, { keywords: keywords.trim() }))
  const searchAll = () => {
    const words = keywords.trim()
    void openPage(words ? `${SEARCH_PAGE}?keywords=${encodeURIComponent(words)}` : SEARCH_PAGE)
  }
  const openCategory = (id: string) => void openPage(shopSearchUrl(shop.id, { categoryId: id }))
  const openGroupLink = (url: string) => {
    setPanel(NONE)
    openUrl(url)
  }
  const openNav = (link: ShopNavLink, index: number) => {
    if (link.children.length) toggle({ kind: 'group', index })
    else {
      setPanel(NONE)
      openUrl(link.url)
    }
  }

  const enlargeLogo = () => previewImages([shop.logo])
  const openGroup = panel.kind === 'group' ? navigation[panel.index] : undefined
  return (
    <View className='shop-header' data-testid='shop-header'>
      <View className='shop-header__top'>
        <Image
          className='shop-header__logo'
          src={shop.logo}
          mode='aspectFill'
          onClick={enlargeLogo}
          {...imageAlt(t('plugin-shop.logo_of', { name: shop.name }))}
          {...pressable(enlargeLogo, t('plugin-shop.logo_enlarge', { name: shop.name }))}
          data-testid='shop-logo'
        />
        <View className='shop-header__info'>
          <Text className='shop-header__name' data-testid='shop-name'>
            {shop.name}
          </Text>
          <View className='shop-header__meta'>
            {shop.score ? <Text className='shop-header__score'>{t('plugin-shop.score', { score: shop.score })}</Text> : null}
            <Text data-testid='shop-favor-count'>{t('plugin-shop-embeds.favor_count', { n: favor.count })}</Text>
          </View>
          {shop.icons.length ? (
            <View className='shop-header__icons'>
              {shop.icons.map((icon) => (
                <Image key={icon.icon + icon.name} className='shop-header__icon' src={icon.icon} mode='aspectFit' {...imageAlt(icon.name)} />
              ))}
            </View>
          ) : null}
        </View>
        <View
          className={`shop-header__favor ${favor.isFavor ? 'shop-header__favor--on' : ''} ${favor.busy ? 'shop-header__favor--busy' : ''}`}
          onClick={() => void favor.toggle()}
          {...pressable(() => void favor.toggle())}
          data-testid='shop-favor'
          data-on={favor.isFavor ? '1' : '0'}
          aria-disabled={favor.busy}
        >
          <Icon name='heart' size={36} className='shop-header__favor-glyph' />
          <Text>{favor.label}</Text>
        </View>
      </View>
      {shop.describe ? <Text className='shop-header__describe'>{shop.describe}</Text> : null}

      <View className='shop-header__search'>
        <HintField
          className='shop-header__input'
          value={keywords}
          onChange={setKeywords}
          hint={t('plugin-shop.search_hint')}
          testId='shop-search-input'
          onConfirm={searchShop}
        />
        <Text className='shop-header__search-button' onClick={searchShop} {...pressable(searchShop)} data-testid='shop-search-submit'>
          {t('plugin-shop.search_submit')}
        </Text>
        {settings.searchAllButton ? (
          <Text
            className='shop-header__search-button shop-header__search-button--all'
            onClick={searchAll}
            {...pressable(searchAll)}
            data-testid='shop-search-all'
          >
            {t('plugin-shop.search_all')}
          </Text>
        ) : null}
      </View>

      <View className='shop-header__nav'>
        <Text
          className={`shop-header__nav-item ${panel.kind === 'categories' ? 'shop-header__nav-item--on' : ''}`}
          onClick={() => toggle({ kind: 'categories' })}
          {...pressable(() => toggle({ kind: 'categories' }))}
          aria-expanded={panel.kind === 'categories'}
          data-testid='shop-categories-toggle'
        >
          {t('plugin-shop.categories')}
          <Icon name='chevron-down' size={24} />
        </Text>
        {navigation.map((link, index) => (
          <Text
            key={`${link.name}-${index}`}
            className={`shop-header__nav-item ${openGroup === link ? 'shop-header__nav-item--on' : ''}`}
            onClick={() => openNav(link, index)}
            {...pressable(() => openNav(link, index))}
            {...(link.children.length ? { 'aria-expanded': openGroup === link } : {})}
            data-testid='shop-nav-item'
          >
            {link.name}
            {link.children.length ? <Icon name='chevron-down' size={24} /> : null}
          </Text>
        ))}
        {showService ? (
          <Text
            className='shop-header__nav-item shop-header__nav-item--service'
            onClick={() => toggle({ kind: 'service' })}
            {...pressable(() => toggle({ kind: 'service' }))}
            data-testid='shop-service'
          >
            {t('plugin-shop-embeds.service')}
          </Text>
        ) : null}
      </View>

      {panel.kind === 'categories' ? (
        <View className='shop-header__panel' data-testid='shop-categories-panel'>
          {categories.length ? (
            categories.map((category) => (
              <View key={category.id} className='shop-header__category'>
                <Text
                  className='shop-header__category-name'
                  onClick={() => openCategory(category.id)}
                  {...pressable(() => openCategory(category.id))}
                  data-testid='shop-category'
                >
                  {category.name}
                </Text>
                {category.children.length ? (
                  <View className='shop-header__chips'>
                    {category.children.map((child) => (
                      <Text
                        key={child.id}
                        className='shop-header__chip'
                        onClick={() => openCategory(child.id)}
                        {...pressable(() => openCategory(child.id))}
                        data-testid='shop-category'
                      >
                        {child.name}
                      </Text>
                    ))}
                  </View>
                ) : null}
              </View>
            ))
          ) : (
            <Text className='shop-header__empty'>{t('plugin-shop.categories_empty')}</Text>
          )}
        </View>
      ) : null}
      {openGroup ? (
        <View className='shop-header__panel shop-header__chips' data-testid='shop-nav-group'>
          {openGroup.children.map((child, index) => (
            <Text
              key={`${child.name}-${index}`}
              className='shop-header__chip'
              onClick={() => openGroupLink(child.url)}
              {...pressable(() => openGroupLink(child.url))}
              data-testid='shop-nav-link'
            >
              {child.name}
            </Text>
          ))}
        </View>
      ) : null}
      {panel.kind === 'service' ? <ShopServicePopupOnDemand service={shop.service} onClose={() => setPanel(NONE)} /> : null}
    </View>
  )
})
