import { observable, runInAction } from 'mobx'

/**
 * The tab page on screen, for the bars mini-programs draw outside the page (one custom tab bar
 * instance per tab page). Set before switching and again when a tab page shows, so a new page's bar
 * paints with the right tab selected from its first frame.
 */
const activeTab = observable.box('')

export function getActiveTab(): string {
  return activeTab.get()
}

export function setActiveTab(page: string): void {
  if (activeTab.get() !== page) runInAction(() => activeTab.set(page))
}
