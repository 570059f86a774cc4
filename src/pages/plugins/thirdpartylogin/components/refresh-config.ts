import { waitUntil } from '@/api/base'
import type { AppStore } from '@/stores/app-store'

/**
 * Read the boot config again after a binding changed (it carries the shopper's bindings). A load already
 * running may have started before the change, so wait for it and ask once more.
 */
export async function refreshBindings(app: AppStore): Promise<void> {
  await waitUntil(() => !app.loading, 100, 100)
  await app.loadConfig(() => undefined)
}
