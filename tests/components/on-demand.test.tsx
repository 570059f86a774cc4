import { Text } from '@tarojs/components'
import { fireEvent, render, screen } from '@testing-library/react'
import { onDemand } from '@/components/on-demand/on-demand'
import { setLanguage } from '@/i18n'

function Greeting({ name }: { name: string }) {
  return <Text data-testid='greeting'>hello {name}</Text>
}

const chunkError = () => Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' })

beforeEach(() => setLanguage('zh'))

describe('onDemand', () => {
  it('draws its loading stand-in until the part has loaded, then the part with its props', async () => {
    let arrive: (part: typeof Greeting) => void = () => undefined
    const Part = onDemand(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)))
    render(<Part name='shop' whileLoading={<Text data-testid='placeholder'>…</Text>} />)
    expect(screen.getByTestId('placeholder')).toBeTruthy()
    arrive(Greeting)
    expect((await screen.findByTestId('greeting')).textContent).toBe('hello shop')
    expect(screen.queryByTestId('placeholder')).toBeNull()
  })

  it('shows the usual error with retry when the code fails to load, and retry fetches it again', async () => {
    // React reports the error the boundary caught; that report is expected here.
    jest.mocked(console.error).mockImplementation(() => undefined)
    const load = jest.fn<Promise<typeof Greeting>, []>().mockRejectedValueOnce(chunkError()).mockResolvedValue(Greeting)
    const Part = onDemand(load)
    render(<Part name='store' />)
    const failure = await screen.findByTestId('status-error')
    expect(failure.textContent).toContain('页面资源加载失败')
    fireEvent.click(screen.getByText('重新加载'))
    expect((await screen.findByTestId('greeting')).textContent).toBe('hello store')
    expect(load).toHaveBeenCalledTimes(2)
  })
})
