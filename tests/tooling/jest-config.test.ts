// Jest silently ignores options it does not read where they are placed (it only prints a warning), so a
// misplaced timeout or mapper would go unnoticed: the config must load without any validation warning.
import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'

const root = resolve(__dirname, '../..')

describe('jest config', () => {
  const run = spawnSync(process.execPath, [resolve(root, 'node_modules/jest/bin/jest.js'), '-c', 'jest.config.js', '--showConfig'], {
    cwd: root,
    encoding: 'utf8',
  })

  it('loads without validation warnings', () => {
    expect(run.status).toBe(0)
    expect(`${run.stdout}\n${run.stderr}`).not.toMatch(/Validation Warning|Unknown option/)
  })

  it('gives every test the long timeout and renders the HTML components of the web build', () => {
    const shown = JSON.parse(run.stdout) as {
      globalConfig: { testTimeout: number }
      configs: Array<{ displayName?: { name: string }; resolver?: string; moduleNameMapper: Array<[string, string]> }>
    }
    expect(shown.globalConfig.testTimeout).toBe(20000)
    const app = shown.configs.find((config) => config.displayName?.name === 'app')!
    expect(app.resolver).toMatch(/tests\/setup\/resolver\.js$/)
    expect(app.moduleNameMapper.map(([pattern]) => pattern)).not.toContain('@tarojs/components$')
  })
})
