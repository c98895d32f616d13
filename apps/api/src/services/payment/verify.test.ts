import { describe, expect, test } from 'vitest'
import { PaymentReturnSchema } from '@store/contract/checkout-payment'
import { PaymentNotificationSchema } from '@store/contract/payment'
import { statusSignature } from './signature'
import { faspayConfig } from './test-config'
import { verifyNotification, verifyReturn } from './verify'

const config = faspayConfig()
const bill = { billNo: 'KN-20261101-0001', grandTotal: 1_250_000 }

function notification(overrides: Record<string, string> = {}) {
  const fields = {
    request: 'Payment Notification',
    trx_id: '3193240000001234',
    merchant_id: '31932',
    merchant: 'KAINARA',
    bill_no: bill.billNo,
    payment_reff: '123456789',
    payment_date: '2026-11-01 10:20:00',
    payment_status_code: '2',
    payment_status_desc: 'Payment Sukses',
    bill_total: '1250000',
    payment_total: '1250000',
    payment_channel_uid: '700',
    payment_channel: 'CIMB VA',
    ...overrides,
  }
  const signature = statusSignature(config, fields.bill_no, fields.payment_status_code)
  return { signature, ...fields }
}

const parseNotification = (body: Record<string, string>) => PaymentNotificationSchema.parse(body)

describe('verifyNotification', () => {
  test('accepts a notification signed with the merchant secret for the order total', () => {
    expect(verifyNotification(parseNotification(notification()), config, bill)).toEqual({
      ok: true,
      status: '2',
    })
  })

  test('refuses a forged signature, even one valid for another status', () => {
    const forged = { ...notification(), signature: 'a'.repeat(40) }
    expect(verifyNotification(parseNotification(forged), config, bill)).toEqual({
      ok: false,
      reason: 'signature',
    })
    const failedSignature = statusSignature(config, bill.billNo, '3')
    const upgraded = { ...notification(), signature: failedSignature }
    expect(verifyNotification(parseNotification(upgraded), config, bill).ok).toBe(false)
  })

  test('refuses a correctly signed notification whose amount is not the order total', () => {
    const cheap = parseNotification(notification({ bill_total: '1000' }))
    expect(verifyNotification(cheap, config, bill)).toEqual({ ok: false, reason: 'amount' })
    const rounded = parseNotification(notification({ bill_total: '1250000.00' }))
    expect(verifyNotification(rounded, config, bill).ok).toBe(true)
  })

  test("refuses another merchant's or another order's notification", () => {
    const otherMerchant = parseNotification(notification({ merchant_id: '11111' }))
    expect(verifyNotification(otherMerchant, config, bill)).toMatchObject({ reason: 'merchant' })
    const otherBill = parseNotification(notification({ bill_no: 'KN-20261101-0002' }))
    expect(verifyNotification(otherBill, config, bill)).toMatchObject({ reason: 'bill' })
  })

  test('a replayed notification verifies again: only the order status can tell a repeat', () => {
    const body = parseNotification(notification())
    expect(verifyNotification(body, config, bill).ok).toBe(true)
    expect(verifyNotification(body, config, bill).ok).toBe(true)
  })

  test('checks amounts in sen when the adapter is set to sen', () => {
    const sen = faspayConfig({ amountUnit: 'sen' })
    const body = parseNotification(notification({ bill_total: '125000000' }))
    expect(verifyNotification(body, sen, bill).ok).toBe(true)
    expect(verifyNotification(body, config, bill)).toMatchObject({ reason: 'amount' })
  })
})

describe('verifyReturn', () => {
  const query = (status: string, overrides: Record<string, string> = {}) => ({
    trx_id: '3193240000001234',
    merchant_id: '31932',
    merchant: 'KAINARA',
    bill_no: bill.billNo,
    bill_ref: 'ref',
    bill_total: '1250000',
    status,
    signature: statusSignature(config, bill.billNo, status),
    ...overrides,
  })

  test('accepts the signed return and reports its status', () => {
    const parsed = PaymentReturnSchema.parse(query('8'))
    expect(verifyReturn(parsed, config, bill)).toEqual({ ok: true, status: '8' })
  })

  test('refuses a return whose status was changed in the address bar', () => {
    const failed = query('3')
    const tampered = PaymentReturnSchema.parse({ ...failed, status: '2' })
    expect(verifyReturn(tampered, config, bill)).toEqual({ ok: false, reason: 'signature' })
  })

  test('refuses a wrong amount, but does not need one', () => {
    const wrong = PaymentReturnSchema.parse(query('2', { bill_total: '5' }))
    expect(verifyReturn(wrong, config, bill)).toMatchObject({ reason: 'amount' })
    const withoutTotal = { ...query('2'), bill_total: undefined }
    expect(verifyReturn(PaymentReturnSchema.parse(withoutTotal), config, bill).ok).toBe(true)
  })
})
