import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { JOB_NAMES, unknownJobMessage } from '../jobs/registry'
import { createTestApp } from '../test/test-app'
import type { TestApp } from '../test/test-app'
import { OPERATOR_TOKEN } from '../test/operator'
import { storeCli } from '../test/store-cli'
import { sizedProducts } from '../routes/cart/cart-fixtures'
import type { SizedProduct } from '../routes/cart/cart-fixtures'
import { SHOWROOM_ID } from '../routes/checkout/checkout-fixtures'
import { guestPickupOrder, notifyPayment, orderState } from '../test/orders'

let t: TestApp
let storeUrl: string
let item: SizedProduct
beforeAll(async () => {
  t = await createTestApp({ OPERATOR_TOKEN, CLOCK_SHIFT: 'on' })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  storeUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  const [first] = await sizedProducts(t.db, 1)
  if (!first) throw new Error('no product')
  item = first
})
afterAll(async () => t.close())

const store = storeCli(() => storeUrl)

test('the shop lists orders, hands over a ready pick-up and counts stock from the terminal', async () => {
  const bill = await guestPickupOrder(t, item, 'terminal@example.co.id')
  await notifyPayment(t, bill)
  const { trx_ref: ref } = await orderState(t, bill)

  const listed = await store('orders', '--status', 'PAID')
  expect(listed.code).toBe(0)
  expect(listed.out.split('\n')[0]).toMatch(/^REF\s+DATE\s+STATUS\s+TYPE\s+BUYER\s+TOTAL/)
  expect(listed.out).toMatch(
    new RegExp(
      `${ref}\\s+\\d{1,2} [A-Z][a-z]{2} \\d{4} \\d{2}:\\d{2} WIB\\s+PAID\\s+pick-up.*\\(guest\\) <terminal@example.co.id>\\s+IDR [\\d.]+`,
    ),
  )

  const early = await store('collect', ref)
  expect(early.code).toBe(1)
  expect(early.out).toBe(
    `Order ${ref} is Paid; only an order that is Ready for Pick-up can be collected.`,
  )
  expect((await store('advance-clock', '61')).code).toBe(0)
  expect((await store('run-job', 'advance-orders')).out).toMatch(/^advance-orders: \d+ done$/)
  expect((await store('run-job', 'advance-orders')).code).toBe(0)
  const collected = await store('collect', ref)
  expect(collected).toEqual({ code: 0, out: `Order ${ref} is collected.` })
  expect((await orderState(t, bill)).status).toBe('COMPLETED')

  const counted = await store(
    'set-stock',
    String(item.productId),
    item.size,
    String(SHOWROOM_ID),
    '9',
  )
  expect(counted.code).toBe(0)
  expect(counted.out).toMatch(new RegExp(`size ${item.size} at .*: \\d+ -> 9$`))
  const refused = await store(
    'set-stock',
    String(item.productId),
    item.size,
    String(SHOWROOM_ID),
    'many',
  )
  expect(refused).toEqual({ code: 1, out: 'qty must be a number.' })

  const popupOff = await store('set-setting', 'INTERSTITIAL_IMAGE_DESKTOP_HM')
  expect(popupOff.code).toBe(0)
  expect(popupOff.out).toMatch(/^INTERSTITIAL_IMAGE_DESKTOP_HM: \/media\/r\/[\w-]{12} -> \(off\)$/)
  // Nine commands, each a new Node process: a budget for a busy machine, not a speed check.
}, 120_000)

test('a command the store does not know shows the usage and fails', async () => {
  const unknown = await store('sell-everything')
  expect(unknown.code).toBe(2)
  expect(unknown.out).toContain('collect <order ref or no> [pick-up code]')
  expect(unknown.out).toContain('set-stock <product id or code> <size> <showroom id> <qty>')
})

test('every job of the registry runs from the terminal, and an unknown job is refused with their names', async () => {
  for (const name of JOB_NAMES) {
    const ran = await store('run-job', name)
    expect(ran.code, ran.out).toBe(0)
    expect(ran.out).toMatch(new RegExp(`^${name}: (\\d+ done|another instance is running it)$`))
  }
  const unknown = await store('run-job', 'drop-tables')
  expect(unknown).toEqual({ code: 1, out: unknownJobMessage('drop-tables') })
  for (const name of JOB_NAMES) expect(unknown.out).toContain(name)
  // A Node process per job: a budget for a busy machine, not a speed check.
}, 120_000)
