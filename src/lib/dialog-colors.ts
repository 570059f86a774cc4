import { getRootStore } from '@/stores/root-store'
import { THEMES } from '@/theme/themes'

export const DIALOG_CANCEL_COLOR = '#666666'

/** Every Taro.showModal's buttons: the theme colour (the platform's default is green) and a grey cancel. */
export function dialogColors() {
  return { confirmColor: THEMES[getRootStore().app.theme].strong, cancelColor: DIALOG_CANCEL_COLOR }
}
