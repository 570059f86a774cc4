import { daysInMonth, monthGrid, parseDay, streakInMonth, weekdayOf } from '@/pages/plugins/signin/components/calendar-math'

describe('check-in calendar maths', () => {
  it('knows month lengths and weekdays (Sunday = 0)', () => {
    expect(daysInMonth(2026, 2)).toBe(28)
    expect(daysInMonth(2028, 2)).toBe(29)
    expect(daysInMonth(2026, 11)).toBe(30)
    expect(weekdayOf(2026, 11, 1)).toBe(0) // 1 Nov 2026 is a Sunday
    expect(weekdayOf(2026, 11, 22)).toBe(0)
  })

  it('parses the server day and falls back to the device clock', () => {
    expect(parseDay('2026-11-22')).toEqual({ year: 2026, month: 11, day: 22 })
    expect(parseDay(new Date(2026, 0, 5))).toEqual({ year: 2026, month: 1, day: 5 })
    expect(parseDay('garbage').year).toBeGreaterThan(2000)
  })

  it('builds whole Sunday-first weeks with neighbour days greyed out', () => {
    const weeks = monthGrid({ year: 2026, month: 12, day: 3 }, [1, 2])
    expect(weeks.every((week) => week.length === 7)).toBe(true)
    // 1 Dec 2026 is a Tuesday: Sunday and Monday belong to November (29, 30).
    expect(weeks[0].slice(0, 3).map((c) => [c.day, c.inMonth])).toEqual([
      [29, false],
      [30, false],
      [1, true],
    ])
    const cells = weeks.flat()
    expect(cells.filter((c) => c.inMonth)).toHaveLength(31)
    expect(cells.find((c) => c.isToday)?.day).toBe(3)
    expect(cells.filter((c) => c.checked).map((c) => c.day)).toEqual([1, 2])
    expect(cells[cells.length - 1]).toMatchObject({ day: 2, inMonth: false })
  })

  it('a month starting on Sunday has no leading days', () => {
    const weeks = monthGrid({ year: 2026, month: 11, day: 22 }, [])
    expect(weeks[0][0]).toMatchObject({ day: 1, inMonth: true })
    expect(weeks).toHaveLength(5)
  })

  it('counts the streak ending today, or yesterday when today is not checked in', () => {
    expect(streakInMonth([15, 16, 19, 20, 21], 22)).toBe(3)
    expect(streakInMonth([15, 16, 19, 20, 21, 22], 22)).toBe(4)
    expect(streakInMonth([15, 16, 19, 20], 22)).toBe(0)
    expect(streakInMonth([1], 1)).toBe(1)
    expect(streakInMonth([], 1)).toBe(0)
  })
})
