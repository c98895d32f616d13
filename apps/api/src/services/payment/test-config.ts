import { PAYMENT_CHANNEL_LIST } from './channel-list'
import type { PaymentConfig } from './config'
import type { BillableOrder } from './payment-data'

/** A Faspay merchant as a test would configure one. */
export function faspayConfig(overrides: Partial<PaymentConfig> = {}): PaymentConfig {
  return {
    provider: 'faspay',
    merchantId: '31932',
    merchantName: 'KAINARA',
    userId: 'bot31932',
    password: 'p@ssw0rd',
    amountUnit: 'rupiah',
    paymentUrl: 'https://dev.faspay.co.id/xpress/payment',
    channels: PAYMENT_CHANNEL_LIST,
    ...overrides,
  }
}

export function billableOrder(overrides: Partial<BillableOrder> = {}): BillableOrder {
  return {
    billNo: 'KN-20261101-0001',
    billRef: '9f3c2a7e-52d1-4c8e-9b7a-1d2e3f4a5b6c',
    createdAt: new Date('2026-11-01T03:00:00Z'),
    grandTotal: 1_250_000,
    description: 'KAINARA order KN-20261101-0001',
    customer: { number: '42', name: 'Dewi Lestari', email: 'dewi@example.co.id' },
    lines: [
      { name: 'Kemeja Batik Parang', qty: 2, unitPrice: 450_000 },
      { name: 'Tas Anyaman Rotan', qty: 1, unitPrice: 330_000 },
    ],
    shipping: { name: 'SiCepat REG', cost: 20_000 },
    channels: PAYMENT_CHANNEL_LIST.map((channel) => channel.uid),
    ...overrides,
  }
}
