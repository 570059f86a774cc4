import { render, fireEvent } from '@testing-library/react'
import { Textarea, Input } from '@tarojs/components'
import { useState } from 'react'
function Probe() {
  const [v, setV] = useState('')
  return <div><Textarea value={v} onInput={(e) => setV(e.detail.value)} data-testid='ta' /><Input value={v} onInput={(e) => setV(e.detail.value)} data-testid='in' /><span data-testid='out'>{v}</span></div>
}
it('probe', async () => {
  const { container, getByTestId } = render(<Probe />)
  await new Promise((r) => setTimeout(r, 50))
  console.log(container.innerHTML.slice(0, 1500))
  const ta = getByTestId('ta')
  const inner = ta.querySelector('textarea')
  console.log('inner', !!inner, ta.tagName)
  if (inner) { inner.value = 'hello'; fireEvent.input(inner, { target: { value: 'hello' } }) }
  await new Promise((r) => setTimeout(r, 50))
  console.log('out=', getByTestId('out').textContent)
})
