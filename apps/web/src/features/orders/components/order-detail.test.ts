import { createElement } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import type { Order } from '@store/contract/orders'
import { createOrder, createOrderLine, createPaymentGuide } from '@store/contract/test-factories'
import { OrderDetail } from './order-detail'

const render = (overrides: Partial<Order> = {}) =>
  renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client: new QueryClient() },
      createElement(OrderDetail, {
        order: createOrder(overrides),
        titleId: 'o',
        onTrack: () => {},
        returns: { kind: 'member', id: 1 },
      }),
    ),
  )
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')

describe('the order detail', () => {
  test("a member's courier order greets them by name and offers tracking", () => {
    const html = text(render())
    expect(html).toContain('ORDER #A1B2C3D4')
    expect(html).toContain('Hello, Sari Wulandari')
    expect(html).toContain('Order Date 2 Mar 2025')
    expect(html).toContain('Status Shipped')
    expect(html).toContain('No. Resi 000123456789')
    expect(html).toContain('Order Tracking')
  })

  test('a waiting order whose payment the provider reports in process says it is being confirmed', () => {
    const html = text(
      render({
        trx_status: 'WAITING_PAYMENT',
        payment_in_process: true,
        payment_status_desc: 'In Process',
        payment_channel: 'BCA Virtual Account',
        payment_date: null,
      }),
    )
    expect(html).toContain('In process: your payment is being confirmed')
    expect(html).toContain('Channel BCA Virtual Account')
    expect(html).not.toContain('Status In Process')
  })

  test('a waiting order says how to pay: when the hold ends in WIB, the number again and the steps', () => {
    const html = text(
      render({
        trx_status: 'WAITING_PAYMENT',
        payment_status_desc: null,
        payment_date: null,
        payment_guide: createPaymentGuide(),
      }),
    )
    expect(html).toContain('How to pay')
    expect(html).toContain('Pay before 3 Mar 2025 10:15 WIB')
    expect(html).toContain('Chosen way to pay BCA Virtual Account')
    expect(html).toContain('Virtual account number 7021 2345 6789 0123 Copy number')
    expect(html).toContain('Amount to pay IDR 736.200')
    expect(html).toContain('Open BCA mobile banking')
    expect(html).toContain('Open the bill again')
  })

  test("a store counter's code is called a payment code, not a virtual account number", () => {
    const guide = createPaymentGuide({
      channel_kind: 'retail',
      channel_name: 'Indomaret',
      pay_code: '7061234567890123',
    })
    const html = text(render({ trx_status: 'WAITING_PAYMENT', payment_guide: guide }))
    expect(html).toContain('Payment code 7061 2345 6789 0123')
    expect(html).toContain('give the payment code 7061 2345 6789 0123')
  })

  test("a QRIS order's guide shows the code to scan again, described for a screen reader", () => {
    const guide = createPaymentGuide({
      channel_kind: 'qris',
      channel_name: 'QRIS',
      pay_code: null,
      qris_image: 'data:image/svg+xml;base64,PHN2Zy8+',
    })
    const markup = render({ trx_status: 'WAITING_PAYMENT', payment_guide: guide })
    expect(markup).toContain('src="data:image/svg+xml;base64,PHN2Zy8+"')
    expect(markup).toContain('alt="QRIS code to scan: IDR 736.200 to KAINARA"')
    expect(text(markup)).toContain('Scan the code above with any bank or e-wallet app')
    expect(text(markup)).not.toContain('Open the bill again to show the QRIS code')
  })

  test('a paid order has no payment steps', () => {
    expect(text(render())).not.toContain('How to pay')
  })

  test("a guest's unpaid pick-up shows GUEST, its showroom, '-' for what is missing and no tracking", () => {
    const html = text(
      render({
        user: null,
        shipping_type: 'PICKUP_ON_STORE',
        trx_status: 'WAITING_PAYMENT',
        pickup_code: null,
        no_resi: null,
        payment_channel: null,
        payment_date: null,
      }),
    )
    expect(html).toContain('Hello, GUEST')
    expect(html).toContain('Pick-up Location Kainara Hub Jakarta')
    expect(html).toContain('Pick-up Code - ')
    expect(html).toContain('Channel - ')
    expect(html).toContain('Payment Date - ')
    expect(html).not.toContain('Order Tracking')
  })

  test('a courier order without a waybill yet offers no tracking', () => {
    expect(text(render({ no_resi: null }))).not.toContain('Order Tracking')
  })

  test('a discounted line shows the order line price with the retail price struck through', () => {
    const line = createOrderLine({ retail_price: 459_000, net_price: 399_000, disc_percent: 10 })
    const html = render({ sales_trx_details: [line] })
    expect(html).toContain('IDR 359.100')
    expect(html).toMatch(/<s[^>]*>.*IDR 459\.000.*<\/s>/)
  })
})
