// Entry point: `npm run server` (env PORT, HOST, DB_PATH, WEB_ROOT, SHOPXO_UPSTREAM, SHOP_NOW).
import path from 'node:path'
import { createApp } from './core/app'

export const REPO_ROOT = path.resolve(__dirname, '..')

/** SHOP_NOW pins the clock (ISO date) but lets it keep ticking from there, so ordering by time still works. */
function clockFrom(env: string | undefined): (() => Date) | undefined {
  if (!env) return undefined
  const pinned = new Date(env)
  if (Number.isNaN(pinned.getTime())) throw new Error(`SHOP_NOW is not a valid date: ${env}`)
  const offset = pinned.getTime() - Date.now()
  return () => new Date(Date.now() + offset)
}

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 8080)
  const host = process.env.HOST ?? '127.0.0.1'
  const dbPath = path.resolve(process.env.DB_PATH ?? path.join(REPO_ROOT, 'data', 'shop.db'))
  const upstream = process.env.SHOPXO_UPSTREAM || undefined
  const app = await createApp({
    dbPath,
    webRoot: process.env.WEB_ROOT ? path.resolve(process.env.WEB_ROOT) : undefined,
    upstream,
    now: clockFrom(process.env.SHOP_NOW),
    quiet: process.env.QUIET === '1',
    pluginsDisabled: process.env.SHOP_PLUGINS_DISABLED,
    pluginsEnabled: process.env.SHOP_PLUGINS_ENABLED,
    logger: (...args) => console.log(...args),
  })
  app.server.listen(port, host, () => {
    const address = app.server.address()
    const actualPort = typeof address === 'object' && address ? address.port : port
    const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host
    console.log(upstream ? `Proxying /api.php and /static/ to ${upstream}` : `Database: ${dbPath}`)
    console.log(`Shop ready at http://${shownHost}:${actualPort}/web/`)
  })
  const shutdown = () => {
    app.close().then(() => process.exit(0))
    setTimeout(() => process.exit(0), 3000).unref()
  }
  process.on('SIGINT', shutdown)
  process.on('SIGTERM', shutdown)
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
