import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { ASK_USER_LIST_PAGE, askFormUrl } from '@/api/plugins/ask'
import { t } from '@/i18n'
import { openPage } from '@/lib/navigate'
import { ensureLogin } from '@/lib/session-gate'
import './ask.scss'
import '@/i18n/locales/plugin-ask'
import '@/i18n/locales/plugin-ask-embeds'
import { pressable } from '@/lib/a11y'

/** The bottom bar of the board when shoppers may ask: "ask a question" and "my questions". */
export const AskFooter = observer(function AskFooter({ goodsId }: { goodsId?: string }) {
  const go = (url: string) => {
    if (ensureLogin()) void openPage(url)
  }
  return (
    <View className='ask-footer' data-testid='ask-footer'>
      <Text
        className='ask-footer__item ask-footer__item--main'
        onClick={() => go(askFormUrl({ goodsId }))}
        {...pressable(() => go(askFormUrl({ goodsId })))}
        data-testid='ask-new'
      >
        {t('plugin-ask.ask')}
      </Text>
      <Text className='ask-footer__item' onClick={() => go(ASK_USER_LIST_PAGE)} {...pressable(() => go(ASK_USER_LIST_PAGE))} data-testid='ask-mine'>
        {t('plugin-ask.mine')}
      </Text>
    </View>
  )
})
