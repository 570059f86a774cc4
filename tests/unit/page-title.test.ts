import fs from 'node:fs'
import path from 'node:path'
import Taro from '@tarojs/taro'
import { setPageTitle } from '@/lib/page-title'
import { VECTORS } from '../e2e/xss-corpus.mjs'

const SRC = path.resolve(__dirname, '../../src')

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? filesUnder(full) : /\.(ts|tsx)$/.test(entry.name) ? [full] : []
  })
}

describe('setPageTitle', () => {
  const env = process.env.TARO_ENV
  afterEach(() => {
    process.env.TARO_ENV = env
    document.body.innerHTML = ''
  })

  it('on H5 writes text only: document.title and the navigation bar, never markup', () => {
    process.env.TARO_ENV = 'h5'
    document.body.innerHTML = '<div id="taro-navigation-bar"><div class="taro-navigation-bar-title">old</div></div>'
    const spy = jest.spyOn(Taro, 'setNavigationBarTitle')
    for (const vector of VECTORS) {
      setPageTitle(vector.html)
      const bar = document.querySelector('.taro-navigation-bar-title') as HTMLElement
      expect(bar.children).toHaveLength(0)
      expect(bar.textContent).toBe(vector.html)
      expect(document.title).toBe(vector.html.replace(/\s+/g, ' ').trim())
    }
    expect(spy).not.toHaveBeenCalled()
    spy.mockRestore()
  })

  it('on mini-programs hands the text to the native bar', () => {
    process.env.TARO_ENV = 'weapp'
    const spy = jest.spyOn(Taro, 'setNavigationBarTitle').mockResolvedValue({ errMsg: 'ok' } as never)
    setPageTitle('<b>x</b>')
    expect(spy).toHaveBeenCalledWith({ title: '<b>x</b>' })
    spy.mockRestore()
  })

  it('is the only caller of Taro.setNavigationBarTitle', () => {
    const callers = filesUnder(SRC).filter((file) => fs.readFileSync(file, 'utf8').includes('setNavigationBarTitle'))
    expect(callers.map((file) => path.relative(SRC, file))).toEqual(['lib/page-title.ts'])
  })

  it('every page declares a static title, so H5 never falls back to document.title for its bar', () => {
    // Taro's H5 router refills the bar with innerHTML from the page config, or document.title when there is none.
    const configs = filesUnder(path.join(SRC, 'pages')).filter((file) => file.endsWith('.config.ts'))
    expect(configs.length).toBeGreaterThan(40)
    for (const file of configs)
      expect([path.relative(SRC, file), /navigationBarTitleText\s*:/.test(fs.readFileSync(file, 'utf8'))]).toEqual([path.relative(SRC, file), true])
  })
})
