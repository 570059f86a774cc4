import { fillsOnDemand, fillsPending } from '@/slots/fills-pending'

describe('fills a page asks for after its first screen (fillsOnDemand)', () => {
  const readyState = Object.getOwnPropertyDescriptor(Document.prototype, 'readyState')!
  afterEach(() => Object.defineProperty(document, 'readyState', readyState))

  it('waits for the page load event on the web, loads once, and resolves each call once the fills are in', async () => {
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' })
    let arrive: () => void = () => undefined
    const load = jest.fn(() => new Promise<void>((resolve) => (arrive = resolve)))
    const loadFills = fillsOnDemand(load)

    let settled = false
    const first = loadFills().then(() => (settled = true))
    // Pending at once (slots wait for it), but nothing is fetched before the page's load event.
    expect(fillsPending()).toBe(true)
    await Promise.resolve()
    expect(load).not.toHaveBeenCalled()

    window.dispatchEvent(new Event('load'))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(load).toHaveBeenCalledTimes(1)
    expect(settled).toBe(false)

    arrive()
    await first
    expect(fillsPending()).toBe(false)
    await loadFills()
    expect(load).toHaveBeenCalledTimes(1)
  })
})
