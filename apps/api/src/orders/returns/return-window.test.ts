import { describe, expect, test } from 'vitest'
import { toWibText, wibInstant } from '@store/contract/format/wib-text'
import { returnWindow, workingDaysAfter } from './return-window'

const closes = (received: string) => {
  const window = returnWindow(wibInstant(received))
  return { closes: toWibText(window.closesAt), damage: toWibText(window.damageClosesAt) }
}

describe('the return window', () => {
  test('a parcel received on a Monday may come back for 3x24 hours, to Thursday at the same time', () => {
    // 2026-11-23 is a Monday.
    expect(closes('2026-11-23 10:00:00')).toEqual({
      closes: '2026-11-26 10:00:00',
      damage: '2026-11-25 10:00:00',
    })
  })

  test('a parcel received on a Friday keeps two working days: Monday and Tuesday, to Wednesday 00:00', () => {
    expect(closes('2026-11-27 10:00:00').closes).toBe('2026-12-02 00:00:00')
  })

  test('a parcel received late on a Thursday keeps Friday and Monday, to Tuesday 00:00', () => {
    expect(closes('2026-11-26 23:30:00').closes).toBe('2026-12-01 00:00:00')
  })

  test('working days are counted in WIB, not in UTC', () => {
    // Saturday 00:30 WIB is still Friday in UTC: the next working day is Monday, not Saturday's.
    expect(toWibText(workingDaysAfter(wibInstant('2026-11-28 00:30:00'), 1))).toBe(
      '2026-12-01 00:00:00',
    )
  })
})
