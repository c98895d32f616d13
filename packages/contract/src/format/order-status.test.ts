import { expect, test } from 'vitest'
import { TRX_STATUSES } from '../order-status'
import { TRX_STATUS_LABELS, TRX_STATUS_NAMES, TRX_STATUS_TONES } from './order-status'

test('every status has a word a person reads and a tone', () => {
  for (const status of TRX_STATUSES) {
    expect(TRX_STATUS_LABELS[status]).toMatch(/^[A-Z]/)
    expect(TRX_STATUS_TONES[status]).toBeTruthy()
  }
  expect(TRX_STATUS_LABELS.WAITING_PAYMENT).toBe('Waiting for Payment')
})

test('what still asks for the buyer, the shop or nobody is told apart by its tone', () => {
  expect(TRX_STATUS_TONES.WAITING_PAYMENT).toBe('attention')
  expect(TRX_STATUS_TONES.PAID).toBe(TRX_STATUS_TONES.PROCESSED)
  expect(TRX_STATUS_TONES.SHIPPED).toBe(TRX_STATUS_TONES.READY_FOR_PICKUP)
  expect(TRX_STATUS_TONES.COMPLETED).toBe('success')
  expect(TRX_STATUS_TONES.CANCELLED).not.toBe(TRX_STATUS_TONES.EXPIRED)
})

test('in Bahasa each status reads as Indonesian shops write it, and no two share a name', () => {
  expect(TRX_STATUS_NAMES.id.WAITING_PAYMENT).toBe('Menunggu Pembayaran')
  expect(TRX_STATUS_NAMES.id.READY_FOR_PICKUP).toBe('Siap Diambil')
  expect(TRX_STATUS_NAMES.id.EXPIRED).toBe('Kedaluwarsa')
  for (const names of Object.values(TRX_STATUS_NAMES))
    expect(new Set(TRX_STATUSES.map((status) => names[status])).size).toBe(TRX_STATUSES.length)
})
