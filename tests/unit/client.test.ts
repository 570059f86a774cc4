import { buildUrl, call, configureClient, interpret, upload, type ClientEnvironment, type TransportRequest } from '@/api/client'
import { BOOT, loadCommonConfig, parseCommonConfig, waitUntil } from '@/api/base'
import { asIs, MissingField, reqInt, reqStr } from '@/api/parse'
import { CODE } from '@/api/types'

type Reply = { statusCode: number; data: unknown } | Error | 'hang'

function fakeEnvironment(replies: Reply[]) {
  const sent: TransportRequest[] = []
  const toasts: string[] = []
  let loginExpired = 0
  const next = (): Promise<{ statusCode: number; data: unknown }> => {
    const reply = replies.length > 1 ? replies.shift()! : replies[0]
    if (reply === 'hang') return new Promise(() => undefined)
    if (reply instanceof Error) return Promise.reject(reply)
    return Promise.resolve(reply)
  }
  const env: ClientEnvironment = {
    transport: (req) => {
      sent.push(req)
      return next()
    },
    upload: () => next(),
    baseUrl: () => 'https://shop.test/',
    commonParams: () => [
      ['system_type', 'default'],
      ['application', 'app'],
      ['application_client_type', 'h5'],
      ['token', 'tok'],
      ['uuid', 'u-1'],
      ['referrer', undefined],
      ['lang', 'en'],
      ['theme', 'blue'],
    ],
    toast: (m) => toasts.push(m),
    onLoginExpired: () => {
      loginExpired += 1
    },
    networkMessage: () => 'The internet has wandered off~',
    badDataMessage: () => 'The server sent data we could not read',
  }
  configureClient(env)
  return { sent, toasts, loginExpired: () => loginExpired }
}

describe('buildUrl', () => {
  it('builds controller/action URLs with the common params and ajax=ajax, skipping absent optional params', () => {
    fakeEnvironment([{ statusCode: 200, data: { code: 0, msg: '', data: '' } }])
    expect(buildUrl({ controller: 'cart', action: 'index' })).toBe(
      'https://shop.test/api.php?s=cart/index&system_type=default&application=app&application_client_type=h5&token=tok&uuid=u-1&lang=en&theme=blue&ajax=ajax',
    )
  })

  it('routes plugin calls through s=plugins/index with pluginsname/control/action', () => {
    fakeEnvironment([{ statusCode: 200, data: {} }])
    const url = buildUrl({ plugin: 'coupon', controller: 'coupon', action: 'receive' })
    expect(url.startsWith('https://shop.test/api.php?s=plugins/index&pluginsname=coupon&pluginscontrol=coupon&pluginsaction=receive&system_type=default')).toBe(
      true,
    )
  })

  it('defaults action and controller to index and appends extra query after ajax', () => {
    fakeEnvironment([{ statusCode: 200, data: {} }])
    const url = buildUrl({ query: 'type=user_login' })
    expect(url).toMatch(/api\.php\?s=index\/index&.*&ajax=ajax&type=user_login$/)
  })
})

describe('call', () => {
  it('code 0 returns the data and shows nothing', async () => {
    const env = fakeEnvironment([{ statusCode: 200, data: { code: 0, msg: 'ok', data: { a: 1 } } }])
    const result = await call({ controller: 'goods', action: 'detail' }, { id: 1 }, asIs)
    expect(result).toEqual({ ok: true, code: 0, msg: 'ok', data: { a: 1 } })
    expect(env.sent[0].method).toBe('POST')
    expect(env.sent[0].data).toEqual({ id: 1 })
    expect(env.sent[0].timeout).toBe(10_000)
    expect(env.toasts).toEqual([])
  })

  it('other codes toast the server message unless the caller handles them or asks for silence', async () => {
    const env = fakeEnvironment([{ statusCode: 200, data: { code: -1, msg: 'Out of stock', data: '' } }])
    const shown = await call({ controller: 'cart', action: 'save' }, {}, asIs)
    expect(shown).toMatchObject({ ok: false, code: -1, msg: 'Out of stock', kind: 'server' })
    expect(env.toasts).toEqual(['Out of stock'])
    await call({ controller: 'cart', action: 'save' }, {}, asIs, { handles: [-1] })
    await call({ controller: 'cart', action: 'save' }, {}, asIs, { silent: true })
    expect(env.toasts).toEqual(['Out of stock'])
  })

  it('-400 (sent as text/html JSON) triggers the login flow without a toast', async () => {
    const env = fakeEnvironment([{ statusCode: 200, data: '{"msg":"\\u767b\\u5f55\\u5931\\u6548","code":-400,"data":""}' }])
    const result = await call({ controller: 'cart', action: 'index' }, {}, asIs)
    expect(result).toMatchObject({ ok: false, code: -400, kind: 'login', msg: '登录失效' })
    expect(env.loginExpired()).toBe(1)
    expect(env.toasts).toEqual([])
  })

  it('a network error shows the wandered-off message', async () => {
    const env = fakeEnvironment([new Error('request:fail')])
    const result = await call({ controller: 'index', action: 'index' }, {}, asIs)
    expect(result).toMatchObject({ ok: false, code: CODE.NETWORK, kind: 'network' })
    expect(env.toasts).toEqual(['The internet has wandered off~'])
  })

  it('a non-JSON answer counts as a network failure', async () => {
    fakeEnvironment([{ statusCode: 502, data: '<html>Bad gateway</html>' }])
    expect(await call({ controller: 'index' }, {}, asIs, { silent: true })).toMatchObject({ ok: false, kind: 'network' })
  })

  it('a request that never answers times out', async () => {
    jest.useFakeTimers()
    const env = fakeEnvironment(['hang'])
    const pending = call({ controller: 'index' }, {}, asIs, { timeout: 1000 })
    jest.advanceTimersByTime(1600)
    const result = await pending
    jest.useRealTimers()
    expect(result).toMatchObject({ ok: false, code: CODE.TIMEOUT, kind: 'timeout' })
    expect(env.toasts).toEqual(['The internet has wandered off~'])
  })

  it('uploads use a 60 s timeout and the same envelope rules', async () => {
    fakeEnvironment([{ statusCode: 200, data: JSON.stringify({ code: 0, msg: '', data: { url: '/static/a.png' } }) }])
    const result = await upload({ controller: 'ueditor' }, { filePath: 'blob:x', name: 'upfile' }, asIs)
    expect(result).toMatchObject({ ok: true, data: { url: '/static/a.png' } })
  })

  it('interpret keeps the -10000 site-closed code apart', () => {
    fakeEnvironment([{ statusCode: 200, data: {} }])
    expect(interpret({ statusCode: 200, data: { code: -10000, msg: 'closed', data: '' } }, { silent: true })).toMatchObject({ kind: 'closed', code: -10000 })
  })
})

describe('call parses the answer (the one result/parse path)', () => {
  const parseGoods = (data: unknown) => {
    const raw = data as Record<string, unknown>
    return { id: reqStr(raw, 'id'), title: reqStr(raw, 'title'), status: reqInt(raw, 'status'), note: String(raw.note ?? '') }
  }

  it('code 0 runs the parser and returns its result with the server msg', async () => {
    const env = fakeEnvironment([{ statusCode: 200, data: { code: 0, msg: 'done', data: { id: 7, title: 'Shirt', status: '0' } } }])
    const result = await call({ controller: 'goods', action: 'detail' }, { id: 7 }, parseGoods, { silent: true })
    expect(result).toEqual({ ok: true, code: 0, msg: 'done', data: { id: '7', title: 'Shirt', status: 0, note: '' } })
    expect(env.toasts).toEqual([])
  })

  it('hands the server msg to the parser for actions that show it', async () => {
    fakeEnvironment([{ statusCode: 200, data: { code: 0, msg: 'Claimed', data: { id: 3 } } }])
    const result = await call({ controller: 'x' }, {}, (data, msg) => ({ id: reqStr(data as Record<string, unknown>, 'id'), msg }))
    expect(result).toMatchObject({ ok: true, data: { id: '3', msg: 'Claimed' } })
  })

  it('a server failure passes through unchanged and the parser does not run', async () => {
    fakeEnvironment([{ statusCode: 200, data: { code: -1, msg: 'Goods gone', data: { reason: 'x' } } }])
    const parse = jest.fn(parseGoods)
    const result = await call({ controller: 'goods', action: 'detail' }, {}, parse, { silent: true })
    expect(result).toEqual({ ok: false, code: -1, msg: 'Goods gone', kind: 'server', data: { reason: 'x' } })
    expect(parse).not.toHaveBeenCalled()
  })

  it('a missing required field is a bad-data failure with the translated message, toasted unless silent', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    const renamed = { code: 0, msg: '', data: { goods_id: 7, title: 'Shirt', status: 1 } }
    const env = fakeEnvironment([{ statusCode: 200, data: renamed }])
    const loud = await call({ controller: 'goods', action: 'detail' }, {}, parseGoods)
    expect(loud).toEqual({ ok: false, code: CODE.BAD_DATA, msg: 'The server sent data we could not read', kind: 'bad-data', data: renamed.data })
    expect(env.toasts).toEqual(['The server sent data we could not read'])
    const quiet = await call({ controller: 'goods', action: 'detail' }, {}, parseGoods, { silent: true })
    expect(quiet).toMatchObject({ ok: false, kind: 'bad-data' })
    expect(env.toasts).toHaveLength(1)
    // The developer learns which answer and which field.
    expect(warn).toHaveBeenCalledWith('[api] goods/detail: missing required field "id"')
    warn.mockRestore()
  })

  it('an empty required id or a non-numeric required status is bad data; 0 is a status', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    fakeEnvironment([
      { statusCode: 200, data: { code: 0, msg: '', data: { id: '', title: 'a', status: 1 } } },
      { statusCode: 200, data: { code: 0, msg: '', data: { id: 1, title: 'a', status: 'open' } } },
    ])
    expect(await call({ controller: 'a' }, {}, parseGoods, { silent: true })).toMatchObject({ ok: false, kind: 'bad-data' })
    expect(await call({ controller: 'a' }, {}, parseGoods, { silent: true })).toMatchObject({ ok: false, kind: 'bad-data' })
    expect(() => reqInt({ status: 0 }, 'status')).not.toThrow()
    expect(() => reqStr({ id: { nested: 1 } }, 'id')).toThrow(MissingField)
    warn.mockRestore()
  })

  it('any exception in a parser becomes bad data instead of a crash', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    fakeEnvironment([{ statusCode: 200, data: { code: 0, msg: '', data: null } }])
    const broken = (data: unknown) => (data as { list: string[] }).list.map((x) => x.toUpperCase())
    await expect(call({ controller: 'a' }, {}, broken, { silent: true })).resolves.toMatchObject({ ok: false, code: CODE.BAD_DATA, kind: 'bad-data' })
    warn.mockRestore()
  })

  it('uploads go through the same parse', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    fakeEnvironment([{ statusCode: 200, data: JSON.stringify({ code: 0, msg: '', data: {} }) }])
    const result = await upload({ controller: 'ueditor' }, { filePath: 'blob:x', name: 'upfile' }, (data) => reqStr(data as Record<string, unknown>, 'url'), {
      silent: true,
    })
    expect(result).toMatchObject({ ok: false, kind: 'bad-data' })
    warn.mockRestore()
  })
})

describe('boot config', () => {
  const good = {
    ok: true as const,
    code: 0 as const,
    msg: '',
    data: parseCommonConfig({ status: 1, config: {}, currency_symbol: '$', plugins_base: { coupon: { data: {} } } }),
  }
  const bad = { ok: false as const, code: -1, msg: 'busy', kind: 'server' as const, data: '' }

  it('retries failures and succeeds once the server answers', async () => {
    const answers = [bad, bad, good]
    const fetcher = jest.fn(async () => answers.shift()!)
    const reports: string[] = []
    const result = await loadCommonConfig((m) => reports.push(m), fetcher)
    expect(fetcher).toHaveBeenCalledTimes(3)
    expect(result.ok && result.data.currencySymbol).toBe('$')
    expect(result.ok && Object.keys(result.data.pluginsBase)).toEqual(['coupon'])
    expect(reports).toEqual([])
  })

  it('gives up after 20 retries (21 attempts) and reports the message once', async () => {
    const fetcher = jest.fn(async () => bad)
    const reports: string[] = []
    const result = await loadCommonConfig((m) => reports.push(m), fetcher)
    expect(fetcher).toHaveBeenCalledTimes(BOOT.maxRetries + 1)
    expect(result.ok).toBe(false)
    expect(reports).toEqual(['busy'])
  })

  it('-10000 stops the retries at once', async () => {
    const fetcher = jest.fn(async () => ({ ...bad, code: -10000, kind: 'closed' as const, msg: 'closed for h5' }))
    const reports: string[] = []
    await loadCommonConfig((m) => reports.push(m), fetcher)
    expect(fetcher).toHaveBeenCalledTimes(1)
    expect(reports).toEqual(['closed for h5'])
  })

  it('readiness polling ticks every 100 ms and gives up after its limit', async () => {
    jest.useFakeTimers()
    let ready = false
    const waiting = waitUntil(() => ready)
    jest.advanceTimersByTime(300)
    ready = true
    jest.advanceTimersByTime(100)
    await expect(waiting).resolves.toBe(true)
    const never = waitUntil(() => false, 100, 5)
    jest.advanceTimersByTime(500)
    await expect(never).resolves.toBe(false)
    jest.useRealTimers()
  })
})
