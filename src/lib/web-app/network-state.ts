import { observable, runInAction } from 'mobx'

/**
 * Whether the shopper is looking at stored content: the browser is offline, or the service worker
 * answered a request from its cache because the network failed. Drives the offline notice.
 */
export const networkState = observable({ offline: false })

export function setOffline(offline: boolean): void {
  runInAction(() => {
    networkState.offline = offline
  })
}
