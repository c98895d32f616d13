import { createElement } from 'react'
import type { ReactElement } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import type { ReturnAnswer } from '@store/contract/returns'
import { createOrderTracking } from '@store/contract/test-factories'
import { exchangeTrackingQuery } from '@/features/orders/api/returns'
import type { ReturnTarget } from '@/features/orders/api/returns'
import { ExchangeTrackingBody } from './exchange-tracking'
import { ReturnList } from './return-list'

const target: ReturnTarget = {
  kind: 'link',
  link: { ref: 'A1B2C3D4-20250302', key: 'k'.repeat(43) },
}
const render = (element: ReactElement, client = new QueryClient()) =>
  renderToStaticMarkup(createElement(QueryClientProvider, { client }, element))
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')

const aReturn = (overrides: Partial<ReturnAnswer>): ReturnAnswer => ({
  return_ref: 'RT-7K2M9QXA',
  trx_ref: 'A1B2C3D4-20250302',
  state: 'EXCHANGE_SHIPPED',
  wish: 'EXCHANGE',
  way: 'COURIER',
  showroom_id: 1,
  showroom_name: 'Kainara Hub',
  showroom_address: 'Jl. Kemang Raya 8, Jakarta',
  refusal_reason: null,
  exchange_no_resi: '004724163778',
  refund_amount: null,
  photos: [],
  bank: null,
  created_at: '2025-03-05 10:00',
  lines: [
    {
      id: 1,
      order_line_id: 11,
      product_name: 'Kemeja Lurik',
      size_code: 'M',
      qty: 1,
      reason: 'too_small',
      exchange_size: 'L',
      held: false,
      received_qty: 1,
      damaged_qty: 0,
    },
  ],
  ...overrides,
})

describe('the exchange sent by courier on the order', () => {
  test('an exchange sent shows its own waybill and a closed button to track it', () => {
    const html = render(createElement(ReturnList, { returns: [aReturn({})], target }))
    expect(text(html)).toContain('Exchange waybill: 004724163778')
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*>Track the exchange<\/button>/)
  })

  test('a refund, or an exchange readied at the showroom, has nothing to track', () => {
    const html = render(
      createElement(ReturnList, {
        returns: [
          aReturn({ wish: 'REFUND', state: 'REFUND_RECORDED', exchange_no_resi: null }),
          aReturn({ return_ref: 'RT-8K2M9QXB', state: 'EXCHANGE_READY', exchange_no_resi: null }),
        ],
        target,
      }),
    )
    expect(html).not.toContain('Track the exchange')
    expect(html).not.toContain('Exchange waybill')
  })

  test('opened, it shows the courier’s tracking of the exchange with the order’s tracking view', () => {
    const client = new QueryClient()
    const tracking = createOrderTracking()
    client.setQueryData(exchangeTrackingQuery(target, 'RT-7K2M9QXA').queryKey, tracking)
    const html = render(
      createElement(ExchangeTrackingBody, { target, returnRef: 'RT-7K2M9QXA' }),
      client,
    )
    expect(text(html)).toContain('Tracking History')
    const statuses = [...html.matchAll(/\[([A-Z]+)\]/g)].map((match) => match[1])
    expect(statuses).toEqual(tracking.track_history.map((entry) => entry.status))
  })

  test('the tracking of one exchange is never shown for another', () => {
    const client = new QueryClient()
    client.setQueryData(
      exchangeTrackingQuery(target, 'RT-7K2M9QXA').queryKey,
      createOrderTracking(),
    )
    const html = render(
      createElement(ExchangeTrackingBody, { target, returnRef: 'RT-8K2M9QXB' }),
      client,
    )
    expect(html).not.toContain('Tracking History')
  })
})
