import { Button, Image, Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { checkIn, getSigninPage, teamUp } from '@/api/plugins/signin'
import { ActionButton } from '@/components/action-button/action-button'
import { Icon } from '@/components/icon/icon'
import { PageShell } from '@/components/page-shell/page-shell'
import { Price } from '@/components/price/price'
import { StatusView } from '@/components/status-view/status-view'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { copyText } from '@/lib/dialogs'
import { dialogColors } from '@/lib/dialog-colors'
import { HOME_PAGE, openPage } from '@/lib/navigate'
import { ensureLogin } from '@/lib/session-gate'
import { useStores } from '@/stores/root-store'
import { SigninCalendar } from '../components/signin-calendar'
import { imageAlt } from '../../kit/image-alt'
import '../../kit/kit.scss'
import './detail.scss'
import '@/i18n/locales/plugin-signin'
import { currentWebAddress } from '@/lib/web-address'

const USER_PAGE = '/pages/plugins/signin/user/user'
const GOODS_SEARCH = '/pages/goods-search/goods-search'
const goodsPage = (id: string) => `/pages/goods-detail/goods-detail?id=${id}`

/** Check-in page (api-plugins-1 §11.1): public; checking in, teaming up need login. */
function SigninDetailPage() {
  const { session } = useStores()
  const router = useRouter()
  const [pageId, setPageId] = useState(router.params.id ?? '0')
  const page = useRemote(() => getSigninPage(pageId), [pageId, session.isLoggedIn])
  const [checking, setChecking] = useState(false)
  const [earned, setEarned] = useState<number | null>(null)
  const [teaming, setTeaming] = useState(false)
  const data = page.data
  const isOwner = Boolean(data && session.user && data.ownerId !== '0' && data.ownerId === String(session.user.id))

  const onCheckIn = async () => {
    if (!data || data.user.checkedToday || !ensureLogin()) return
    setChecking(true)
    const result = await checkIn(data.id)
    setChecking(false)
    if (result.ok) {
      setEarned(result.data)
      void page.reload()
    }
  }

  const onTeam = async () => {
    if (!ensureLogin()) return
    setTeaming(true)
    const result = await teamUp()
    setTeaming(false)
    if (!result.ok) return
    if (result.data.status === 0) {
      await Taro.showModal({ content: result.msg, showCancel: false, confirmText: t('common.confirm'), ...dialogColors() }).catch(() => undefined)
      setPageId(result.data.qrcodeId)
    } else {
      void openPage(`/pages/plugins/signin/user-qrcode-saveinfo/user-qrcode-saveinfo?id=${result.data.qrcodeId}&is_team=1`)
    }
  }

  const openMine = () => (ensureLogin() ? void openPage(USER_PAGE) : undefined)
  const openComing = () => data && void openPage(`/pages/plugins/signin/user-coming-list/user-coming-list?id=${data.id}`)
  const onShare = () => {
    // The web build shares its address; a mini-program shares the page path (its window is a stand-in).
    const url = currentWebAddress() || `/pages/plugins/signin/detail/detail?id=${pageId}`
    void copyText(url)
  }

  return (
    <PageShell titleKey='plugin-signin.title_detail'>
      <StatusView status={page.status} message={page.error} onRetry={page.reload} />
      {page.status === 'ready' && data ? (
        <View className='signin'>
          <View className='signin__head' style={data.background ? { backgroundImage: `url(${JSON.stringify(data.background)})` } : undefined}>
            <View className='signin__side'>
              {data.base.canShare ? (
                <Text className='signin__side-btn' onClick={onShare} {...pressable(onShare)}>
                  {t('plugin-signin.share')}
                </Text>
              ) : null}
              {data.base.canTeam && session.isLoggedIn && !isOwner ? (
                <Text
                  className='signin__side-btn'
                  data-testid='signin-team'
                  onClick={() => !teaming && void onTeam()}
                  {...pressable(() => !teaming && void onTeam())}
                >
                  {t('plugin-signin.team')}
                </Text>
              ) : null}
              {data.base.showUserMenu ? (
                <Text className='signin__side-btn' data-testid='signin-my' onClick={openMine} {...pressable(openMine)}>
                  {t('plugin-signin.my_checkins')}
                </Text>
              ) : null}
            </View>
            <Button
              className={`signin__button ${data.user.checkedToday ? 'signin__button--done' : checking ? 'signin__button--disabled' : ''}`}
              data-testid='signin-button'
              disabled={checking || data.user.checkedToday || undefined}
              onClick={() => void onCheckIn()}
            >
              {data.user.checkedToday ? t('plugin-signin.checked_in') : checking ? t('plugin-signin.checking') : t('plugin-signin.check_in_now')}
            </Button>
            {session.isLoggedIn && data.user.streak > 0 ? (
              <Text className='signin__streak' data-testid='signin-streak'>
                {t('plugin-signin.streak', { n: data.user.streak })}
              </Text>
            ) : null}
          </View>
          <View className='pk-page'>
            <SigninCalendar today={data.user.today} checkedDays={data.user.historyDays} checkedToday={data.user.checkedToday} />
            {session.isLoggedIn ? (
              <View
                className='pk-card signin__summary'
                data-testid='signin-summary'
                {...(isOwner && data.base.showComingUsers ? { onClick: openComing, ...pressable(openComing) } : {})}
              >
                {isOwner
                  ? t('plugin-signin.owner_summary', { day: data.team.today, total: data.team.total })
                  : data.user.checkedToday
                    ? t('plugin-signin.summary_done', { n: data.user.earnedToday, total: data.user.total })
                    : t('plugin-signin.summary_not', { total: data.user.total })}
                {isOwner && data.base.showComingUsers ? <Icon name='chevron-right' size={28} /> : null}
              </View>
            ) : null}
            {data.base.rules.length ? (
              <View className='pk-card'>
                <Text className='pk-card__title'>{t('plugin-signin.rules')}</Text>
                {data.base.rules.map((line) => (
                  <Text key={line} className='signin__rule'>
                    {line}
                  </Text>
                ))}
              </View>
            ) : null}
            {data.goods.length ? (
              <View className='pk-card'>
                <View className='signin__goods-head'>
                  <Text className='pk-card__title'>{t('plugin-signin.recommended')}</Text>
                  <Text className='signin__more' onClick={() => void openPage(GOODS_SEARCH)} {...pressable(() => void openPage(GOODS_SEARCH))}>
                    {t('plugin-signin.more')}
                  </Text>
                </View>
                <View className='signin__goods'>
                  {data.goods.map((goods) => (
                    <View
                      key={goods.id}
                      className='signin__goods-item'
                      data-testid='signin-goods'
                      onClick={() => void openPage(goodsPage(goods.id))}
                      {...pressable(() => void openPage(goodsPage(goods.id)))}
                    >
                      <Image className='signin__goods-image' src={goods.image} mode='aspectFill' {...imageAlt('')} />
                      <Text className='signin__goods-title'>{goods.title}</Text>
                      <Price value={goods.price} size='small' />
                    </View>
                  ))}
                </View>
              </View>
            ) : null}
          </View>
          {earned !== null ? (
            <View className='signin-popup' data-testid='signin-success'>
              <View className='signin-popup__mask' onClick={() => setEarned(null)} />
              <View className='signin-popup__box'>
                {data.successIcon ? <Image className='signin-popup__icon' src={data.successIcon} mode='aspectFit' {...imageAlt('')} /> : null}
                <Text className='signin-popup__title'>{t('plugin-signin.success_title')}</Text>
                <Text className='signin-popup__points'>{t('plugin-signin.success_points', { n: earned })}</Text>
                <ActionButton size='small' onClick={() => void openPage(HOME_PAGE)}>
                  {t('plugin-signin.use_now')}
                </ActionButton>
                <Text className='signin-popup__close' onClick={() => setEarned(null)} {...pressable(() => setEarned(null))}>
                  {t('plugin-signin.close')}
                </Text>
              </View>
            </View>
          ) : null}
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(SigninDetailPage)
