#!/usr/bin/env node
// `npm start`: build the H5 app when it is missing, then start the demo server (which creates and
// seeds its SQLite database on first start) and print the shop URL. SHOPXO_UPSTREAM=<url> proxies
// /api.php and /static/ to a real ShopXO server instead of the local database.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'

const root = resolve(new URL('..', import.meta.url).pathname)
const webRoot = process.env.WEB_ROOT ? resolve(process.env.WEB_ROOT) : join(root, 'dist', 'h5')

if (!existsSync(join(webRoot, 'index.html'))) {
  console.log('Building the H5 app (first start only; `npm run build:h5` rebuilds it)...')
  const build = spawnSync('npx', ['taro', 'build', '--type', 'h5'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const server = spawn(process.execPath, [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(root, 'server', 'main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, WEB_ROOT: webRoot },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
