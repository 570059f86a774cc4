import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { ActionButton } from '@/components/action-button/action-button'

/** A button whose request takes until the test resolves it, like a page's save button. */
function SaveButton({ onRequest }: { onRequest: () => Promise<void> }) {
  const [busy, setBusy] = useState(false)
  return (
    <ActionButton
      testId='save'
      busy={busy}
      onClick={() => {
        setBusy(true)
        void onRequest().then(() => setBusy(false))
      }}
    >
      保存
    </ActionButton>
  )
}

describe('ActionButton (the one button of the shop)', () => {
  it('is a taro-ui button with its size and variant as classes', () => {
    const { rerender } = render(
      <ActionButton testId='b' size='large' kind='secondary' onClick={() => undefined}>
        去结算
      </ActionButton>,
    )
    const button = screen.getByTestId('b')
    expect(button.className).toMatch(/\bat-button\b/)
    expect(button.className).toMatch(/\baction-button--large\b/)
    expect(button.className).toMatch(/\baction-button--secondary\b/)
    expect(button.className).toMatch(/\bat-button--secondary\b/)
    expect(button.className).not.toMatch(/\bat-button--small\b/)
    rerender(
      <ActionButton testId='b' size='small' kind='plain' onClick={() => undefined}>
        去结算
      </ActionButton>,
    )
    const small = screen.getByTestId('b')
    expect(small.className).toMatch(/\bat-button--small\b/)
    expect(small.className).toMatch(/\baction-button--plain\b/)
    expect(small.className).not.toMatch(/\bat-button--primary\b/)
  })

  it('runs onClick once per tap and refuses taps while its request runs', async () => {
    let finish: () => void = () => undefined
    let requests = 0
    render(
      <SaveButton
        onRequest={() => {
          requests += 1
          return new Promise<void>((resolve) => {
            finish = resolve
          })
        }}
      />,
    )
    fireEvent.click(screen.getByTestId('save'))
    expect(requests).toBe(1)
    expect(screen.getByTestId('save').className).toMatch(/\bat-button--disabled\b/)
    fireEvent.click(screen.getByTestId('save'))
    expect(requests).toBe(1)
    finish()
    await waitFor(() => expect(screen.getByTestId('save').className).not.toMatch(/\bat-button--disabled\b/))
    fireEvent.click(screen.getByTestId('save'))
    expect(requests).toBe(2)
  })

  it('does not call onClick when disabled', () => {
    const clicks: number[] = []
    render(
      <ActionButton testId='off' disabled onClick={() => clicks.push(1)}>
        提交
      </ActionButton>,
    )
    fireEvent.click(screen.getByTestId('off'))
    expect(clicks).toEqual([])
  })
})
