import type { APIRequestContext, Page } from '@playwright/test'
import { statusSignature } from '../../apps/api/src/services/payment'
import { E2E_OPERATOR_TOKEN } from '../playwright.config'
import { whileOrdersAreQuiet } from './checkout-fixtures'
import { expect } from './fixtures'
import { storePaymentConfig } from './payment-secret'

const operator = { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` }

type ProductAnswer = {
  product: { product_name: string; sizes: { size_code: string; is_available: number }[] }
}

/** A product of the list, a size of it and a showroom that holds that size. */
async function stockedPick(request: APIRequestContext, skip: number) {
  const list = (await (await request.get('/api/products?category_id=7&limit=24')).json()) as {
    products: { id: number }[]
  }
  for (const { id } of list.products.slice(skip)) {
    const { product } = (await (await request.get(`/api/product?id=${id}`)).json()) as ProductAnswer
    for (const size of product.sizes.filter((option) => option.is_available === 1)) {
      const answer = await request.post('/api/check-stock-location', {
        data: { product_detail_id: id, size: size.size_code, qty: 1 },
      })
      const { showrooms } = (await answer.json()) as { showrooms: { id: number }[] }
      const showroom = showrooms[0]
      if (showroom)
        return { id, name: product.product_name, size: size.size_code, showroomId: showroom.id }
    }
  }
  throw new Error('no stocked product to order')
}

/**
 * A member's pick-up order made ready for collection, each step by its real
 * call: cart and checkout-trx with the member's token, the built-in payment
 * page's signed notification, an hour on the store's clock and its
 * fulfilment job (ready for pick-up).
 */
export async function readyPickupOrder(page: Page, request: APIRequestContext, skip = 0) {
  const token = await page.evaluate(() => localStorage.getItem('access_token'))
  if (!token) throw new Error('the shopper is not signed in')
  const member = { authorization: token }
  const pick = await stockedPick(request, skip)
  const device = `e2e-review-${Date.now()}-${Math.floor(Math.random() * 1e6)}`
  // Between the order and its payment, no other journey may move the clock a day.
  let bill: Record<string, string> = {}
  const billNo = await whileOrdersAreQuiet(async () => {
    const added = await request.post('/api/cart', {
      headers: member,
      data: { local_device_id: device, product_detail_id: pick.id, size: pick.size, qty: 1 },
    })
    expect(added.status()).toBe(200)
    const made = await request.post('/api/checkout-trx', {
      headers: member,
      data: {
        local_device_id: device,
        shipping_type: 'PICKUP_ON_STORE',
        address_recipient_name: 'Dewi Lestari',
        address_recipient_phone: '0812 1111 2222',
        showroom_id: pick.showroomId,
      },
    })
    expect(made.status()).toBe(200)
    bill = ((await made.json()) as { data: { payment_data: Record<string, string> } }).data
      .payment_data
    const billNo = bill.order_id ?? ''
    const paid = await request.post('/api/payment/notification', {
      data: {
        request: 'Payment Notification',
        trx_id: `trx-${billNo}`,
        merchant_id: bill.merchant_id,
        merchant: bill.merchant_name,
        bill_no: billNo,
        payment_reff: `reff-${billNo}`,
        payment_date: '2026-11-22 10:00:00',
        payment_status_code: '2',
        payment_status_desc: 'Payment Sukses',
        bill_total: bill.bill_total,
        payment_total: bill.bill_total,
        payment_channel_uid: '402',
        payment_channel: 'Permata Virtual Account',
        signature: statusSignature(storePaymentConfig(), billNo, '2'),
      },
    })
    expect(paid.status()).toBe(200)
    return billNo
  })
  // Spec section 9: a pick-up is ready at least an hour after payment. The hour and the job
  // move every paid order of the store, so journeys that need one to stay PAID take turns.
  await whileOrdersAreQuiet(async () => {
    await request.post('/api/operator/clock', { headers: operator, data: { minutes: 61 } })
    await request.post('/api/operator/jobs/run', {
      headers: operator,
      data: { name: 'advance-orders' },
    })
  })
  return { pick, billNo, bill }
}

/** A member's pick-up order taken to the end: ready, then collected through the operator's call. */
export async function completedPickupOrder(page: Page, request: APIRequestContext, skip = 0) {
  const { pick, billNo } = await readyPickupOrder(page, request, skip)
  const collected = await request.post('/api/operator/orders/collect', {
    headers: operator,
    data: { order: billNo },
  })
  expect(collected.status(), await collected.text()).toBe(200)
  return pick
}
