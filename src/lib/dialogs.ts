import Taro from '@tarojs/taro'
import { t } from '@/i18n'
import { dialogColors } from './dialog-colors'

/** Ask before anything irreversible; resolves true only on an explicit confirm. */
export async function confirmAction(content: string, title = ''): Promise<boolean> {
  try {
    const result = await Taro.showModal({ title, content, confirmText: t('common.confirm'), cancelText: t('common.cancel'), ...dialogColors() })
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
