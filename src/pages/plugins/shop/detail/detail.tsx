import { Image, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { getShopDetail, shopSearchUrl, type ShopFloor, type ShopHomeBody } from '@/api/plugins/shop'
import { ActionButton } from '@/components/action-button/action-button'
import { Carousel } from '@/components/carousel/carousel'
import { GoodsList } from '@/components/goods-card/goods-card'
import { StyledGoods } from '@/components/goods-strip/goods-strip'
import { onDemand } from '@/components/on-demand/on-demand'
import { PageShell } from '@/components/page-shell/page-shell'
import { StatusView } from '@/components/status-view/status-view'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { whenLinked } from '@/lib/route-params'
import { pressable } from '@/lib/a11y'
import { LAZY_IMAGE } from '@/lib/image-loading'
import { openPage, openUrl } from '@/lib/navigate'
import { RecordStatus } from '../../kit/record-status'
import { ShopHeader } from '../components/shop-header'
import './detail.scss'
import '@/i18n/locales/plugin-shop'
import { Icon } from '@/components/icon/icon'
import { imageAlt } from '../../kit/image-alt'

const area = 'plugin-shop'

// Only shops with a designed home (data_model 2) draw the layout renderer: on the web it loads with such a
// shop's answer instead of with every shop's page. Mini-programs keep it in the page.
const ShopLayoutHome = onDemand(() =>
  (process.env.TARO_ENV === 'h5' ? import('../components/shop-layout-home') : import(/* webpackMode: "eager" */ '../components/shop-layout-home')).then(
    (m) => m.ShopLayoutHome,
  ),
)

const Floor = observer(function Floor({ shopId, floor }: { shopId: string; floor: ShopFloor }) {
  return (
    <View className='shop-floor' data-testid='shop-floor'>
      <View className='shop-floor__head'>
        <Text className='shop-floor__title'>{floor.title}</Text>
        {floor.viceTitle ? <Text className='shop-floor__vice'>{floor.viceTitle}</Text> : null}
        <Text className='shop-floor__more' onClick={() => void openPage(shopSearchUrl(shopId))} {...pressable(() => void openPage(shopSearchUrl(shopId)))}>
          {t(`${area}.floor_more`)}
          <Icon name='chevron-right' size={24} />
        </Text>
      </View>
      {floor.keywords.length ? (
        <View className='shop-floor__keywords'>
          {floor.keywords.map((word) => (
            <Text
              key={word}
              className='shop-floor__keyword'
              onClick={() => void openPage(shopSearchUrl(shopId, { keywords: word }))}
              {...pressable(() => void openPage(shopSearchUrl(shopId, { keywords: word })))}
              data-testid='shop-floor-keyword'
            >
              {word}
            </Text>
          ))}
        </View>
      ) : null}
      <StyledGoods goods={floor.goods} style={floor.styleType} />
    </View>
  )
})

/** "View more goods": the shop's whole range in its search page. */
function MoreGoods({ shopId }: { shopId: string }) {
  return (
    <View className='shop-home__more'>
      <ActionButton kind='secondary' onClick={() => void openPage(shopSearchUrl(shopId))} testId='shop-more-goods'>
        {t(`${area}.more_goods`)}
      </ActionButton>
    </View>
  )
}

const ShopHomeBodyView = observer(function ShopHomeBodyView({ shopId, body }: { shopId: string; body: ShopHomeBody }) {
  if (body.model === 1) {
    return (
      <View className='shop-home'>
        {body.slides.length ? (
          <Carousel
            className='shop-home__slider'
            testId='shop-slider'
            items={body.slides}
            itemKey={(slide, index) => `${slide.image}-${index}`}
            dots
            render={(slide, index) => (
              <Image
                className='shop-home__slide'
                src={slide.image}
                mode='aspectFill'
                {...imageAlt(slide.name || t(`${area}.slide_n`, { n: index + 1 }), LAZY_IMAGE)}
                onClick={() => openUrl(slide.url)}
                {...(slide.url ? pressable(() => openUrl(slide.url)) : {})}
              />
            )}
          />
        ) : null}
        {body.floors.length ? (
          body.floors.map((floor) => <Floor key={floor.id} shopId={shopId} floor={floor} />)
        ) : (
          <StatusView status='empty' message={t(`${area}.home_goods_empty`)} />
        )}
        <MoreGoods shopId={shopId} />
      </View>
    )
  }
  if (body.model === 2) {
    // The drag layout is drawn by the shared layout renderer; the shop's whole range stays one tap away.
    return (
      <View className='shop-home'>
        <ShopLayoutHome layout={body.layout} whileLoading={<StatusView status='loading' />} />
        <MoreGoods shopId={shopId} />
      </View>
    )
  }
  return (
    <View className='shop-home'>
      {body.goods.length ? <GoodsList goods={body.goods} /> : <StatusView status='empty' message={t(`${area}.home_goods_empty`)} />}
      <MoreGoods shopId={shopId} />
    </View>
  )
})

/**
 * A shop's home (api-plugins-2 §3.2): the shop header, then by data_model a goods grid (0), a slider
 * and goods floors (1) or the shop's drag layout (2), and "view more goods".
 */
function ShopDetailPage() {
  const id = (useRouter().params.id ?? '').trim()
  const remote = useRemote(
    whenLinked(id, () => getShopDetail(id)),
    [id],
    (data) => data === null,
  )
  const detail = remote.data
  return (
    <PageShell titleKey={`${area}.title_detail`} title={detail?.shop.name || undefined}>
      {remote.status === 'ready' && detail ? (
        <View className='shop-detail' data-testid='shop-detail'>
          <ShopHeader data={detail} />
          <ShopHomeBodyView shopId={detail.shop.id} body={detail.body} />
        </View>
      ) : (
        <RecordStatus remote={remote} notFound={t(`${area}.not_found`)} />
      )}
    </PageShell>
  )
}

export default observer(ShopDetailPage)
