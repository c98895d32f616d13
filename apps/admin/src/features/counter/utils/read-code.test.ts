import { describe, expect, test } from 'vitest'
import {
  COUNTER_MESSAGES,
  CounterCodeInputSchema,
  pickupQrText,
} from '@store/contract/admin/counter'
import { readCounterCode } from './read-code'

describe('what the counter reads from a scan or the keyboard', () => {
  test("the buyer's QR is sent as it reads", () => {
    const qr = pickupQrText('AB23CD45-20261126', '482913')
    expect(readCounterCode(qr)).toEqual({ code: qr })
  })

  test('a code typed as the mail shows it, with or without the order number, is sent', () => {
    for (const typed of ['482913', ' 482913 ', 'ORDER #AB23CD45 482913', 'order #ab23cd45, 482913'])
      expect(readCounterCode(typed)).toEqual({ code: typed.trim() })
  })

  test('a code typed as the Bahasa shop shows the order number is sent', () => {
    for (const typed of ['PESANAN #AB23CD45 482913', 'pesanan #ab23cd45 482913'])
      expect(readCounterCode(typed)).toEqual({ code: typed })
  })

  test('another QR or a short code is refused at once in the words the server would use', () => {
    for (const scanned of ['https://kainara.co.id/orders', 'WIFI:S:Showroom;;', '48291', ''])
      expect(readCounterCode(scanned)).toEqual({ problem: COUNTER_MESSAGES.unreadable })
  })

  test('the typed form refuses exactly what the scanner refuses', () => {
    for (const text of ['482913', 'PESANAN #AB23CD45 482913', 'WIFI:S:Showroom;;', '48291'])
      expect(CounterCodeInputSchema.safeParse({ code: text }).success).toBe(
        'code' in readCounterCode(text),
      )
  })
})
