// The icon sheet is generated from the list of icon names: a name added without regenerating would draw
// an empty box, so the committed sheet must be exactly what the list makes.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

const root = resolve(__dirname, '../..')

describe('icon set', () => {
  it('icons.scss is what scripts/build-icons.mjs makes of icon-names.ts', () => {
    const run = spawnSync(process.execPath, ['scripts/build-icons.mjs', '--check'], { cwd: root, encoding: 'utf8' })
    expect(run.stdout).toContain('up to date')
    expect(run.status).toBe(0)
  })

  it('every listed name has a mask image and nothing else is in the sheet', () => {
    const names = [...readFileSync(resolve(root, 'src/components/icon/icon-names.ts'), 'utf8').matchAll(/^ {2}'([a-z0-9-]+)',$/gm)].map((m) => m[1])
    const rules = [
      ...readFileSync(resolve(root, 'src/components/icon/icons.scss'), 'utf8').matchAll(
        /^\.icon--([a-z0-9-]+) \{\n {2}-webkit-mask-image: url\("data:image\/svg\+xml,%3Csvg /gm,
      ),
    ].map((m) => m[1])
    expect(names.length).toBeGreaterThan(40)
    expect(rules).toEqual(names)
  })

  it('shapes keep their size: the root svg loses width and height, a rect keeps them', () => {
    const sheet = readFileSync(resolve(root, 'src/components/icon/icons.scss'), 'utf8')
    const copy = /^\.icon--copy \{\n {2}-webkit-mask-image: url\("([^"]+)"\)/m.exec(sheet)?.[1] ?? ''
    expect(copy).toContain("%3Crect width='14' height='14'")
    expect(copy).not.toMatch(/%3Csvg [^%]*width=/)
  })
})
