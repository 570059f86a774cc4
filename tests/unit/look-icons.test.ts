import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { ICON_NAMES } from '@/components/icon/icon-names'
import { listItems } from '@/slots/slot'
import { USER_CENTRE_SHORTCUTS } from '@/slots/slots'
import '@/slots/fills/user-centre'

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(name) ? [path] : []
  })
}

describe('icons come from the icon set', () => {
  it("every plugin's user-centre tile names an icon of the set", () => {
    const tiles = listItems(USER_CENTRE_SHORTCUTS)
    expect(tiles.length).toBeGreaterThan(10)
    for (const tile of tiles) expect([tile.key, ICON_NAMES.includes(tile.icon)]).toEqual([tile.key, true])
  })

  it('no page or component draws a text glyph as an icon', () => {
    // Hearts, stars, envelopes, share and close marks standing alone as a string or JSX text.
    const glyph = /(['>]\s*)[♡♥☆✉⇪✕✖⌂☰](\s*[<'])|>\s*×\s*</
    const offenders = sourceFiles(join(__dirname, '../../src'))
      .filter((file) => !file.includes('/i18n/locales/'))
      .filter((file) => glyph.test(readFileSync(file, 'utf8')))
    expect(offenders).toEqual([])
  })
})
