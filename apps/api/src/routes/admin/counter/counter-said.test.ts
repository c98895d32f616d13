import { describe, expect, test } from 'vitest'
import { COUNTER_MESSAGES } from '@store/contract/admin/counter'
import { TRX_STATUS_LABELS } from '@store/contract/format/order-status'
import { COUNTER_SAID } from './counter-said'

const REF = 'AB23CD45-20261126'

describe("the counter's refusals", () => {
  test('say in English word for word what the contract says', () => {
    expect(COUNTER_SAID.noSuchCode('000001')('en')).toBe(COUNTER_MESSAGES.noSuchCode('000001'))
    expect(COUNTER_SAID.noSuchOrder('AB23CD45')('en')).toBe(
      COUNTER_MESSAGES.noSuchOrder('AB23CD45'),
    )
    expect(COUNTER_SAID.wrongCode(REF)('en')).toBe(COUNTER_MESSAGES.wrongCode(REF))
    expect(COUNTER_SAID.sharedCode('482913')('en')).toBe(COUNTER_MESSAGES.sharedCode('482913'))
    expect(COUNTER_SAID.otherShowroom(REF, 'KAINARA Bandung')('en')).toBe(
      COUNTER_MESSAGES.otherShowroom(REF, 'KAINARA Bandung'),
    )
    expect(COUNTER_SAID.unpaid(REF)('en')).toBe(COUNTER_MESSAGES.unpaid(REF))
    expect(COUNTER_SAID.collected(REF, null)('en')).toBe(COUNTER_MESSAGES.collected(REF, null))
    expect(COUNTER_SAID.collected(REF, '2026-08-26 13:47:00')('en')).toBe(
      COUNTER_MESSAGES.collected(REF, '26 Aug 2026 13:47 WIB'),
    )
    expect(COUNTER_SAID.closed(REF, 'CANCELLED')('en')).toBe(
      COUNTER_MESSAGES.closed(REF, TRX_STATUS_LABELS.CANCELLED),
    )
    expect(COUNTER_SAID.notReady(REF)('en')).toBe(COUNTER_MESSAGES.notReady(REF))
  })

  test('say the same in Bahasa, with its dates and status names', () => {
    expect(COUNTER_SAID.noSuchCode('000001')('id')).toBe(
      'Tidak ada pengambilan dengan kode 000001. Periksa angkanya, atau pindai QR di email pembeli.',
    )
    expect(COUNTER_SAID.collected(REF, '2026-08-26 13:47:00')('id')).toBe(
      `Pesanan ${REF} sudah diambil (26 Agu 2026 13.47 WIB).`,
    )
    expect(COUNTER_SAID.notReady(REF)('id')).toContain('Siap Diambil')
    expect(COUNTER_SAID.closed(REF, 'CANCELLED')('id')).not.toContain(TRX_STATUS_LABELS.CANCELLED)
  })
})
