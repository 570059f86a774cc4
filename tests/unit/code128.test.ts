import { code128Pattern, code128Values, code128Widths, START_B, START_C } from '@/lib/code128'

describe('Code 128 encoder', () => {
  it('has the standard patterns: 11 modules a symbol (13 for the stop), all different', () => {
    const patterns = Array.from({ length: 107 }, (_, value) => code128Pattern(value))
    expect(new Set(patterns).size).toBe(107)
    patterns.slice(0, 106).forEach((p) => expect([...p].reduce((a, b) => a + Number(b), 0)).toBe(11))
    expect(code128Pattern(0)).toBe('212222')
    expect(code128Pattern(START_B)).toBe('211214')
    expect(code128Pattern(START_C)).toBe('211232')
    expect(code128Pattern(106)).toBe('2331112')
  })

  it('encodes text in code set B with its check symbol ("Wikipedia": check 88)', () => {
    expect(code128Values('Wikipedia')).toEqual([104, 55, 73, 75, 73, 80, 69, 68, 73, 65, 88])
  })

  it('packs digits two by two in code set C, an odd last digit in code set B', () => {
    // Start C (105), 12, 34, 56; check (105 + 12 + 34*2 + 56*3) % 103 = 44.
    expect(code128Values('123456')).toEqual([105, 12, 34, 56, 44])
    // Odd: 12, 34 in C, then "code B" (100) and '5' (21); check (105 + 12 + 68 + 300 + 84) % 103 = 54.
    expect(code128Values('12345')).toEqual([105, 12, 34, 100, 21, 54])
  })

  it('gives bar/space widths starting with a bar and ending with the stop, 11 modules a symbol', () => {
    const widths = code128Widths('8888000000000001') as number[]
    const symbols = (code128Values('8888000000000001') as number[]).length
    expect(widths.reduce((a, b) => a + b, 0)).toBe(symbols * 11 + 13)
    expect(widths.length % 2).toBe(1)
    expect(widths.slice(-7).join('')).toBe('2331112')
  })

  it('refuses what Code 128 cannot hold', () => {
    expect(code128Values('')).toBeNull()
    expect(code128Widths('会员')).toBeNull()
    expect(code128Values('a\nb')).toBeNull()
  })
})
