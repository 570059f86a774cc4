import Taro from '@tarojs/taro'
import { t } from '@/i18n'
import { dialogColors } from './dialog-colors'

export { DIALOG_CANCEL_COLOR, dialogColors } from './dialog-colors'

interface NoticeOptions {
  title?: string
  /** Label of the one button (default "confirm"). */
  confirmText?: string
}

/** A message with one button; resolves when it is dismissed. Every app modal goes through here or confirmAction. */
export async function showNotice(content: string, { title = '', confirmText = t('common.confirm') }: NoticeOptions = {}): Promise<void> {
  await Taro.showModal({ title, content, showCancel: false, confirmText, ...dialogColors() }).catch(() => undefined)
}

/** Ask before anything irreversible; resolves true only on an explicit confirm. */
export async function confirmAction(content: string, title = '', confirmText = t('common.confirm')): Promise<boolean> {
  try {
    const result = await Taro.showModal({ title, content, confirmText, cancelText: t('common.cancel'), ...dialogColors() })
    return Boolean(result.confirm)
  } catch {
    return false
  }
}

export async function copyText(text: string): Promise<void> {
  if (!text) {
    void Taro.showToast({ title: t('errors.copy_empty'), icon: 'none', duration: 3000 }).catch(() => undefined)
    return
  }
  await Taro.setClipboardData({ data: text }).catch(() => undefined)
  void Taro.showToast({ title: t('common.copy_success'), icon: 'none', duration: 3000 }).catch(() => undefined)
}
