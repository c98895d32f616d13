import { describe, expect, test } from 'vitest'
import { COUNTER_MESSAGES, pickupQrText } from '@store/contract/admin/counter'
import { CounterTextSchema, readCounterCode } from './read-code'

describe('what the counter reads from a scan or the keyboard', () => {
  test("the buyer's QR is sent as it reads, with the order it names for its returns", () => {
    const qr = pickupQrText('AB23CD45-20261126', '482913')
    expect(readCounterCode(qr)).toEqual({ code: qr, orderRef: 'AB23CD45-20261126' })
  })

  test('a return reference, typed in any case, opens the return', () => {
    for (const typed of ['RT-7K2M9QXA', ' rt-7k2m9qxa '])
      expect(readCounterCode(typed)).toEqual({ returnRef: 'RT-7K2M9QXA' })
  })

  test('a code typed as the mail shows it, with or without the order number, is sent', () => {
    for (const typed of ['482913', ' 482913 ', 'ORDER #AB23CD45 482913', 'order #ab23cd45, 482913'])
      expect(readCounterCode(typed)).toEqual({ code: typed.trim(), orderRef: null })
  })

  test('a code typed as the Bahasa shop shows the order number is sent', () => {
    for (const typed of ['PESANAN #AB23CD45 482913', 'pesanan #ab23cd45 482913'])
      expect(readCounterCode(typed)).toEqual({ code: typed, orderRef: null })
  })

  test('another QR or a short code is refused at once in the words the server would use', () => {
    for (const scanned of [
      'https://kainara.co.id/orders',
      'WIFI:S:Showroom;;',
      '48291',
      '',
      'RT-7K2',
    ])
      expect(readCounterCode(scanned)).toEqual({ problem: COUNTER_MESSAGES.unreadable })
  })

  test('the typed form refuses exactly what the scanner refuses', () => {
    for (const text of ['482913', 'PESANAN #AB23CD45 482913', 'RT-7K2M9QXA', 'WIFI:S:Showroom;;'])
      expect(CounterTextSchema.safeParse({ code: text }).success).toBe(
        !('problem' in readCounterCode(text)),
      )
  })
})
