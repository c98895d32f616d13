import { describe, expect, it } from 'vitest'
import { decodeQris, readFields } from './decode'
import { crc16, qrisAmount, qrisPayload, tlv } from './payload'

const merchant = { id: 'ID1020012345678', name: 'KAINARA', city: 'JAKARTA', criteria: 'UKE' }

describe('the QRIS payload', () => {
  it('computes CRC-16/CCITT-FALSE to its published check value', () => {
    expect(crc16('123456789')).toBe('29B1')
    expect(crc16('')).toBe('FFFF')
  })

  it('writes each field as tag, two-digit length and value', () => {
    expect(tlv('58', 'ID')).toBe('5802ID')
    expect(tlv('59', 'A'.repeat(25))).toBe(`5925${'A'.repeat(25)}`)
    expect(() => tlv('62', 'x'.repeat(100))).toThrow(/1 to 99/)
    expect(() => tlv('62', '')).toThrow(/1 to 99/)
  })

  it('writes amounts as whole rupiah digits and refuses what is not one', () => {
    expect(qrisAmount(150000)).toBe('150000')
    expect(qrisAmount(1)).toBe('1')
    for (const bad of [0, -5, 1.5, Number.NaN, 1e13]) expect(() => qrisAmount(bad)).toThrow()
  })

  it('is a dynamic QRIS code whose every field length matches its value', () => {
    const payload = qrisPayload(merchant, { amount: 289000, billNo: 'KN-20261128-0042' })
    expect(payload.startsWith('000201010212')).toBe(true)
    const fields = readFields(payload)
    expect(fields?.get('51')).toBe('0014ID.CO.QRIS.WWW0215ID10200123456780303UKE')
    expect(fields?.get('52')).toBe('5651')
    expect(fields?.get('53')).toBe('360')
    expect(fields?.get('54')).toBe('289000')
    expect(fields?.get('58')).toBe('ID')
    expect(fields?.get('62')).toBe('0116KN-20261128-0042')
    expect(payload).toMatch(/6304[0-9A-F]{4}$/)
    expect(crc16(payload.slice(0, -4))).toBe(payload.slice(-4))
  })

  it('decodes back to its merchant, amount and bill', () => {
    const payload = qrisPayload(merchant, { amount: 289000, billNo: 'KN-1' })
    expect(decodeQris(payload)).toEqual({
      ok: true,
      qris: {
        merchantId: 'ID1020012345678',
        merchantName: 'KAINARA',
        merchantCity: 'JAKARTA',
        amount: 289000,
        billNo: 'KN-1',
      },
    })
  })

  it('keeps names within QRIS limits and in printable characters', () => {
    const long = {
      ...merchant,
      name: 'Toko Kain Nusantara Jaya Abadi Sentosa',
      city: 'Kota Yogyakarta Hadiningrat',
    }
    const reading = decodeQris(qrisPayload(long, { amount: 10, billNo: 'é-1' }))
    expect(reading.ok && reading.qris.merchantName).toBe('Toko Kain Nusantara Jaya')
    expect(reading.ok && reading.qris.merchantCity).toBe('Kota Yogyakarta')
    expect(reading.ok && reading.qris.billNo).toBe('-1')
  })

  it('refuses a code whose amount was changed, whose lengths lie, or that is not QRIS', () => {
    const payload = qrisPayload(merchant, { amount: 289000, billNo: 'KN-1' })
    const tampered = payload.replace('5406289000', '540610000')
    expect(decodeQris(tampered)).toEqual({ ok: false, problem: 'malformed' })
    expect(decodeQris(payload.replace('5406289000', '5406100000'))).toEqual({
      ok: false,
      problem: 'checksum',
    })
    expect(decodeQris('000201')).toEqual({ ok: false, problem: 'checksum' })
    expect(decodeQris('hello')).toEqual({ ok: false, problem: 'malformed' })
    const other = `0002010102125303360540510000${'6304'}`
    expect(decodeQris(`${other}${crc16(other)}`)).toEqual({ ok: false, problem: 'not_qris' })
  })
})
