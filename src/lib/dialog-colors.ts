import { getRootStore } from '@/stores/root-store'
import { THEMES } from '@/theme/themes'

/** The muted grey of every dialog's cancel button (readable on white, never the platform's default). */
export const DIALOG_CANCEL_COLOR = '#666666'

/**
 * A modal box's buttons in the shop's theme colour (the platform default is green on the web and WeChat).
 * Its own small module: the login gate, on nearly every page, needs it without the rest of dialogs.ts.
 */
export function dialogColors(): { confirmColor: string; cancelColor: string } {
  return { confirmColor: THEMES[getRootStore().app.theme].strong, cancelColor: DIALOG_CANCEL_COLOR }
}
