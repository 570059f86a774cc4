import { execFileSync } from 'child_process'
import { readFileSync } from 'fs'
import path from 'path'
import ts from 'typescript'

/**
 * The birthday picker's last day (personal.tsx: `end={localDay()}`) at 07:30 in China, where UTC is still
 * the day before. Jest's sandbox cannot change the time zone, so src/lib/date.ts runs in a Node child with
 * TZ=Asia/Shanghai and its clock fixed at 2026-11-24T23:30:00Z.
 */
function inShanghaiAt(isoInstant: string, expression: string): unknown {
  const source = readFileSync(path.join(__dirname, '../../src/lib/date.ts'), 'utf8')
  const code = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020 } }).outputText
  const script = `
    const fixed = Date.parse(${JSON.stringify(isoInstant)})
    const RealDate = Date
    globalThis.Date = class extends RealDate {
      constructor(...args) { super(...(args.length ? args : [fixed])) }
      static now() { return fixed }
    }
    const module = { exports: {} }
    new Function('exports', 'module', ${JSON.stringify(code)})(module.exports, module)
    const { localDay, parseServerTime } = module.exports
    process.stdout.write(JSON.stringify(${expression}))
  `
  const out = execFileSync(process.execPath, ['-e', script], { env: { ...process.env, TZ: 'Asia/Shanghai' }, encoding: 'utf8' })
  return JSON.parse(out)
}

describe('local day in China before 08:00', () => {
  it('is today in Shanghai, not the UTC date', () => {
    const seen = inShanghaiAt('2026-11-24T23:30:00Z', '{ hour: new Date().getHours(), utcDay: new Date().toISOString().slice(0, 10), local: localDay() }')
    expect(seen).toEqual({ hour: 7, utcDay: '2026-11-24', local: '2026-11-25' })
  })

  it('reads server times as Shanghai wall-clock time', () => {
    const seen = inShanghaiAt(
      '2026-11-24T23:30:00Z',
      "[parseServerTime('2026-11-25 07:00:00'), parseServerTime('2026-11-25'), parseServerTime(''), parseServerTime('soon')]",
    )
    expect(seen).toEqual([Date.parse('2026-11-24T23:00:00Z'), Date.parse('2026-11-24T16:00:00Z'), null, null])
  })
})
