import { describe, expect, test } from 'vitest'
import { wibInstant } from '@store/contract/format/wib-text'
import type { OrderLineRow, OrderRow } from '../order.repository'
import { orderConfirmationMail } from './confirmation-mail'
import { orderEventMessage } from './event-messages'

const SHOWROOM = { showroomName: 'KAINARA Senayan', address: 'Jl. Asia Afrika 8, Jakarta' }

function orderRow(overrides: Partial<OrderRow> = {}): OrderRow {
  const placed = wibInstant('2026-08-26 13:47:00')
  return {
    id: 7,
    trxNo: 'TRX-7',
    trxRef: 'ab12cd34ef',
    userId: null,
    deviceId: 'device',
    requestKey: 'key',
    status: 'WAITING_PAYMENT',
    shippingType: 'ONLINE_DELIVERY',
    showroomId: 1,
    buyerName: 'Sari',
    buyerEmail: 'sari@example.co.id',
    language: 'en',
    recipientName: 'Sari',
    recipientPhone: '081234567890',
    addressLabel: 'Home',
    addressZip: '40151',
    addressStreet: 'Jl. Dago 12',
    provinceId: 32,
    cityId: 3273,
    subdistrictId: 1,
    addressNotes: null,
    shippingCourier: 'sicepat',
    shippingServiceName: 'REG',
    shippingServiceDesc: 'Regular',
    shippingEtd: '1 - 2 hari',
    shippingNotes: null,
    shippingCost: 18000,
    weightGrams: 500,
    itemsTotal: 1250000,
    promoCodeId: 1,
    promoCode: 'LEBARAN',
    promoDiscount: 50000,
    grandTotal: 1218000,
    pickupCode: null,
    noResi: null,
    paymentStatusCode: null,
    paymentStatusDesc: null,
    paymentChannel: null,
    paymentChannelUid: null,
    paymentTrxId: null,
    paymentReff: null,
    paymentDate: null,
    createdAt: placed,
    expiresAt: new Date(placed.getTime() + 24 * 3600_000),
    paidAt: null,
    closedAt: null,
    bookedAt: null,
    bookingClaimedAt: null,
    bookingError: null,
    tracking: null,
    trackedAt: null,
    shippedAt: null,
    readyAt: null,
    completedAt: null,
    packedAt: null,
    cancelReason: null,
    attention: null,
    attentionAt: null,
    ...overrides,
  }
}

const line = {
  id: 1,
  orderId: 7,
  productId: 3,
  productSizeId: 4,
  productName: 'Heritage Linen Shirt',
  sizeCode: 'M',
  qty: 2,
  retailPrice: 625000,
  netPrice: 625000,
  unitPrice: 625000,
  discPercent: 0,
  discNominal: 0,
  subtotal: 1250000,
  cancelledQty: 0,
} satisfies OrderLineRow

const URL = 'https://shop.kainara.test/order/ab12cd34ef?key=k'

describe('the order confirmation mail', () => {
  test('an order placed in English reads word for word as it always has', () => {
    const mail = orderConfirmationMail(orderRow(), [line], URL)
    expect(mail.subject).toBe('Your KAINARA order ab12cd34ef')
    expect(mail.text).toBe(
      [
        'Hi Sari,',
        '',
        'Thank you for your order ab12cd34ef.',
        '',
        '2 x Heritage Linen Shirt (M): IDR 1.250.000',
        '',
        'Promo LEBARAN: -IDR 50.000',
        '',
        'Shipping by SiCepat REG: IDR 18.000.',
        '',
        'Total to pay: IDR 1.218.000. Unpaid orders are held 1x24 hours, then cancelled.',
        '',
        `See your order: ${URL}`,
        '',
        'KAINARA',
        '',
      ].join('\n'),
    )
    expect(mail.html).toContain('<html lang="en">')
  })

  test('an order placed in Bahasa is mailed in Bahasa, with rupiah written Rp', () => {
    const mail = orderConfirmationMail(orderRow({ language: 'id' }), [line], URL)
    expect(mail.subject).toBe('Pesanan KAINARA Anda ab12cd34ef')
    expect(mail.text).toContain('Halo Sari,')
    expect(mail.text).toContain('2 x Heritage Linen Shirt (M): Rp 1.250.000')
    expect(mail.text).toContain('Promo LEBARAN: -Rp 50.000')
    expect(mail.text).toContain('Dikirim dengan SiCepat REG: Rp 18.000.')
    expect(mail.text).toContain('Total Pembayaran: Rp 1.218.000.')
    expect(mail.text).toContain(`Lihat Pesanan: ${URL}`)
    expect(mail.text).not.toMatch(/IDR|Thank you|Hi /)
    expect(mail.html).toContain('<html lang="id">')
    expect(mail.html).toContain('<title>Pesanan KAINARA Anda ab12cd34ef</title>')
  })
})

describe("an order event's words", () => {
  const paidPickup = (language: 'en' | 'id') =>
    orderRow({
      language,
      shippingType: 'PICKUP_ON_STORE',
      pickupCode: '482913',
      status: 'PAID',
      paidAt: wibInstant('2026-08-26 14:05:00'),
    })

  test('a paid pick-up in English keeps its words, date and store hours', () => {
    const message = orderEventMessage('PAID', paidPickup('en'), SHOWROOM)
    expect(message.subject).toBe('Payment received for your KAINARA order ab12cd34ef')
    expect(message.paragraphs).toEqual([
      'We have received your payment of IDR 1.218.000 for order ab12cd34ef. Thank you!',
      'Your pick-up code is 482913. We are preparing your order at KAINARA Senayan; it will be ready from 26 Aug 2026 15:05 WIB, and we will tell you when it is. Our stores are open 10:00-20:00 WIB.',
    ])
    expect(message.notification).toEqual({
      title: 'Payment received',
      body: 'Order ab12cd34ef is paid. Pick-up code 482913; we will tell you when it is ready.',
    })
  })

  test('the paid mail names the channel the buyer paid with, in either language', () => {
    const paidBy = (language: 'en' | 'id') =>
      orderEventMessage('PAID', { ...paidPickup(language), paymentChannel: 'DANA' }, SHOWROOM)
    expect(paidBy('en').paragraphs[0]).toBe(
      'We have received your payment of IDR 1.218.000 by DANA for order ab12cd34ef. Thank you!',
    )
    expect(paidBy('id').paragraphs[0]).toBe(
      'Kami sudah menerima pembayaran Anda sebesar Rp 1.218.000 melalui DANA untuk pesanan ab12cd34ef. Terima kasih!',
    )
  })

  test('a paid pick-up in Bahasa writes its date, time and money the Indonesian way', () => {
    const message = orderEventMessage('PAID', paidPickup('id'), SHOWROOM)
    expect(message.subject).toBe('Pembayaran diterima untuk pesanan KAINARA Anda ab12cd34ef')
    expect(message.paragraphs[0]).toContain('sebesar Rp 1.218.000')
    expect(message.paragraphs[1]).toContain('mulai 26 Agu 2026 15.05 WIB')
    expect(message.paragraphs[1]).toContain('10.00-20.00 WIB')
    expect(message.notification.title).toBe('Pembayaran diterima')
  })

  test.each([
    ['SHIPPED', { noResi: '001234567890', status: 'SHIPPED' }],
    ['READY_FOR_PICKUP', { shippingType: 'PICKUP_ON_STORE', pickupCode: '482913' }],
    ['COMPLETED', { noResi: '001234567890' }],
    ['COMPLETED', { shippingType: 'PICKUP_ON_STORE' }],
    ['EXPIRED', {}],
    ['CANCELLED', {}],
    ['CANCELLED', { cancelReason: 'Damaged in the warehouse' }],
  ] as const)('%s in Bahasa has no English left (%j)', (kind, overrides) => {
    const message = orderEventMessage(kind, orderRow({ ...overrides, language: 'id' }), SHOWROOM)
    const all = [
      message.subject,
      ...message.paragraphs,
      message.notification.title,
      message.notification.body,
    ]
    for (const text of all) expect(text).not.toMatch(/\b(Your|order|the|has been|IDR)\b/)
    expect(message.subject).toMatch(
      /Pesanan KAINARA Anda ab12cd34ef|pesanan KAINARA Anda ab12cd34ef/,
    )
  })
})
