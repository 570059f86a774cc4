import Taro from '@tarojs/taro'
import { BOOT, loadCommonConfig } from '@/api/base'
import { call, configureClient, type ClientEnvironment } from '@/api/client'
import { asIs } from '@/api/parse'
import { setupApiClient } from '@/api/setup'
import { CODE } from '@/api/types'
import { AppStore } from '@/stores/app-store'
import { resetRootStore } from '@/stores/root-store'

/** Collect unhandled rejections for the duration of a test (what a browser reports as `pageerror`). */
function watchUnhandled() {
  const seen: unknown[] = []
  const listener = (reason: unknown) => seen.push(reason)
  process.on('unhandledRejection', listener)
  return { seen, stop: () => process.off('unhandledRejection', listener) }
}

/** Let pending promise callbacks and Node's unhandled-rejection check run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

function abortError(): Error {
  const error = new Error('signal is aborted without reason')
  error.name = 'AbortError'
  return error
}

describe('the Taro transport', () => {
  let unhandled: ReturnType<typeof watchUnhandled>
  beforeEach(() => {
    unhandled = watchUnhandled()
  })
  afterEach(() => {
    unhandled.stop()
    jest.restoreAllMocks()
  })

  it('a timed-out request (H5 aborts it) is a timeout failure and leaves no unhandled rejection', async () => {
    // Taro H5 calls `fail` AND rejects the promise it returns; the client must use that promise.
    jest.spyOn(Taro, 'request').mockImplementation(((options: { fail?: (e: unknown) => void }) => {
      const error = abortError()
      options.fail?.(error)
      return Promise.reject(error)
    }) as never)
    setupApiClient(resetRootStore())
    const result = await call({ controller: 'cart', action: 'index' }, {}, asIs, { silent: true })
    await settle()
    expect(result).toMatchObject({ ok: false, kind: 'timeout', code: CODE.TIMEOUT })
    expect(unhandled.seen).toEqual([])
  })

  it('a network failure is a network failure, not an uncaught TypeError', async () => {
    jest.spyOn(Taro, 'request').mockImplementation((() => Promise.reject(new TypeError('Failed to fetch'))) as never)
    setupApiClient(resetRootStore())
    const result = await call({ controller: 'user', action: 'center' }, {}, asIs, { silent: true })
    await settle()
    expect(result).toMatchObject({ ok: false, kind: 'network', code: CODE.NETWORK })
    expect(unhandled.seen).toEqual([])
  })

  it('an answer still comes through', async () => {
    jest.spyOn(Taro, 'request').mockImplementation((() => Promise.resolve({ statusCode: 200, data: { code: 0, msg: '', data: { a: 1 } } })) as never)
    setupApiClient(resetRootStore())
    expect(await call({ controller: 'x', action: 'y' }, {}, asIs, { silent: true })).toMatchObject({ ok: true, data: { a: 1 } })
  })
})

describe('boot config under faults', () => {
  const down = { ok: false as const, code: CODE.NETWORK, msg: 'offline', kind: 'network' as const, data: '' }

  it('reports every failed attempt at once and stops on -400', async () => {
    const attempts: string[] = []
    const fetcher = jest.fn(async () => down)
    await loadCommonConfig(
      () => undefined,
      fetcher,
      (failed) => attempts.push(failed.msg),
    )
    expect(attempts).toHaveLength(BOOT.maxRetries + 1)

    const expired = jest.fn(async () => ({ ...down, code: CODE.LOGIN_REQUIRED, kind: 'login' as const, msg: '' }))
    await loadCommonConfig(() => undefined, expired)
    expect(expired).toHaveBeenCalledTimes(1)
  })

  it('pages waiting for the config stop waiting after the first failed attempt, not after every retry', async () => {
    // Every attempt hangs 10 s on a dead network: the first one fails, the next ones are still running.
    let calls = 0
    const env: ClientEnvironment = {
      transport: () => {
        calls += 1
        return calls === 1 ? Promise.reject(abortError()) : new Promise(() => undefined)
      },
      upload: () => new Promise(() => undefined),
      baseUrl: () => '/',
      commonParams: () => [],
      toast: () => undefined,
      onLoginExpired: () => undefined,
      networkMessage: () => '网络开小差了~',
      badDataMessage: () => '数据格式有误，请稍后重试',
    }
    configureClient(env)
    const app = new AppStore()
    expect(app.configSettled).toBe(false)
    void app.loadConfig(() => undefined)
    await settle()
    expect(calls).toBe(2)
    expect(app.configSettled).toBe(true)
    expect(app.bootFailure).toBe('网络开小差了~')
    // Asking again shows "loading" until the next attempt answers.
    void app.loadConfig(() => undefined)
    expect(app.bootFailure).toBe('')
  })
})
