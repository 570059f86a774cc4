import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { TextArea } from '@/components/text-area/text-area'
import { Toggle } from '@/components/toggle/toggle'

function NoteField({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('')
  return (
    <TextArea
      value={value}
      hint='留言'
      maxlength={20}
      testId='note'
      onChange={(next) => {
        setValue(next)
        onChange(next)
      }}
    />
  )
}

describe('web form controls (the browser’s own elements, no web components)', () => {
  it('TextArea is a labelled textarea inside the test-id box that reports and keeps what is typed', () => {
    const changes: string[] = []
    render(<NoteField onChange={(value) => changes.push(value)} />)
    const field = screen.getByRole('textbox', { name: '留言' }) as HTMLTextAreaElement
    expect(field.tagName).toBe('TEXTAREA')
    expect(screen.getByTestId('note').contains(field)).toBe(true)
    expect(field.maxLength).toBe(20)
    fireEvent.change(field, { target: { value: '下午送到' } })
    expect(changes).toEqual(['下午送到'])
    expect(field.value).toBe('下午送到')
  })

  it('Toggle is a named switch that reports the new state and is disabled while its request runs', () => {
    const states: boolean[] = []
    const { rerender } = render(<Toggle checked={false} label='匿名评价' onChange={(on) => states.push(on)} testId='anon' />)
    const toggle = screen.getByRole('switch', { name: '匿名评价' })
    fireEvent.click(toggle)
    expect(states).toEqual([true])
    rerender(<Toggle checked={false} disabled label='匿名评价' onChange={(on) => states.push(on)} testId='anon' />)
    expect((screen.getByTestId('anon') as HTMLInputElement).disabled).toBe(true)
  })
})
