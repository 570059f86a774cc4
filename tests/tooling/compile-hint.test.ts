// The compile hint goes at the very top of the entry's script only, survives minifying, and the file is
// still named by its final content (the service worker and the precompressed copies rely on that).
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import webpack from 'webpack'
import { CompileHintPlugin, COMPILE_HINT } from '../../config/compile-hint'

function build(dir: string, out: string, plugins: webpack.WebpackPluginInstance[]): Promise<webpack.Stats> {
  return new Promise((done, fail) => {
    webpack(
      {
        mode: 'production',
        context: dir,
        entry: { app: './entry.js' },
        output: { path: join(dir, out), filename: '[name].[contenthash:8].js', chunkFilename: '[id].[contenthash:8].js' },
        plugins,
      },
      (error, stats) => (error || !stats ? fail(error) : stats.hasErrors() ? fail(new Error(stats.toString())) : done(stats)),
    )
  })
}

describe('CompileHintPlugin', () => {
  let dir = ''
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'compile-hint-'))
    writeFileSync(join(dir, 'entry.js'), "/* dropped by the minifier */\nexport const ready = () => import('./later').then((m) => m.later())\nready()\n")
    writeFileSync(join(dir, 'later.js'), 'export function later() { return document.title }\n')
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('starts the entry with the hint, leaves lazy chunks alone and names the entry by its final content', async () => {
    await build(dir, 'hinted', [new CompileHintPlugin()])
    await build(dir, 'plain', [])
    const scripts = (out: string) => readdirSync(join(dir, out)).filter((file) => file.endsWith('.js'))
    const entryOf = (out: string) => scripts(out).find((file) => file.startsWith('app.')) as string
    const lazy = scripts('hinted').filter((file) => !file.startsWith('app.'))
    expect(lazy.length).toBeGreaterThan(0)

    const entryText = readFileSync(join(dir, 'hinted', entryOf('hinted')), 'utf8')
    expect(entryText.startsWith(COMPILE_HINT)).toBe(true)
    expect(entryText).not.toContain('dropped by the minifier')
    expect(entryText.slice(COMPILE_HINT.length)).toBe(readFileSync(join(dir, 'plain', entryOf('plain')), 'utf8'))
    for (const file of lazy) expect(readFileSync(join(dir, 'hinted', file), 'utf8')).not.toContain('allFunctionsCalledOnLoad')
    // Named after the hint went in: the same code without it has another name.
    expect(entryOf('hinted')).not.toBe(entryOf('plain'))
  })
})
