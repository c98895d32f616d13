import type { AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { signUpMember } from '../test/members'
import { OPERATOR_TOKEN } from '../test/operator'
import { queryRows } from '../test/sql'
import { storeCli } from '../test/store-cli'
import { createTestApp } from '../test/test-app'
import type { TestApp } from '../test/test-app'
import { sizedProducts } from '../routes/cart/cart-fixtures'
import type { SizedProduct } from '../routes/cart/cart-fixtures'
import {
  askMemberReturn,
  deliveredCourierOrder,
  newKey,
  orderLinesOf,
  otherSize,
  setHeld,
} from '../routes/orders/return-fixtures'

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

/** A member's courier order, delivered, with an exchange of its one unit for another size asked. */
async function askedExchange() {
  await setHeld(t, item, 5)
  const member = await signUpMember(t.app)
  const order = await deliveredCourierOrder(t, item, member)
  const [line] = await orderLinesOf(t, order.id)
  const wanted = await otherSize(t, item, 3)
  const asked = await askMemberReturn(t, member, {
    id: order.id,
    lines: [{ line_id: line?.id, qty: 1, reason: 'too_small', exchange_size: wanted.size }],
    wish: 'EXCHANGE',
    way: 'COURIER',
    request_key: newKey(),
  })
  const ref = asked.body.data?.return.return_ref
  if (!ref) throw new Error(`no return: ${asked.body.error?.message}`)
  return { order, ref }
}

const stateOf = async (ref: string) =>
  (
    await queryRows<{ state: string; refusal_reason: string | null }>(
      t.db,
      sql`select state, refusal_reason from order_returns where return_ref = ${ref}`,
    )
  )[0]

test('the operator lists returns and moves an exchange from request to its own waybill from the terminal', async () => {
  const { order, ref } = await askedExchange()
  const listed = await store('returns', '--state', 'requested')
  expect(listed.code).toBe(0)
  expect(listed.out.split('\n')[0]).toMatch(
    /^RETURN\s+ORDER\s+DATE\s+STATE\s+WISH\s+TO\s+BUYER\s+UNITS\s+RESI$/,
  )
  expect(listed.out).toMatch(
    new RegExp(
      `${ref}\\s+${order.trx_ref}\\s+.+ WIB\\s+REQUESTED\\s+exchange by courier\\s.+\\s1\\s+-`,
    ),
  )
  for (const [move, word] of [
    ['approve', 'approved'],
    ['receive', 'received'],
    ['restock', 'checked and back in stock'],
    ['ship', 'exchange sent'],
  ] as const) {
    const moved = await store('return-move', ref, move)
    expect(moved, move).toEqual({ code: 0, out: `Return ${ref} is now ${word}.` })
  }
  const shipped = await store('returns', '--state', 'EXCHANGE_SHIPPED')
  const row = shipped.out.split('\n').find((text) => text.startsWith(ref)) ?? ''
  expect(row).toMatch(/\sEXCHANGE_SHIPPED\s.*\s1\s+\w{6,}$/)
  const again = await store('return-move', ref, 'ship')
  expect(again.code).toBe(1)
  expect(again.out).toMatch(new RegExp(`^Return ${ref} is already exchange sent`))
  // Seven commands, each a new Node process: a budget for a busy machine, not a speed check.
}, 240_000)

test('the operator refuses a return with a reason of several words; a bad move or reference changes nothing', async () => {
  const { ref } = await askedExchange()
  const badMove = await store('return-move', ref, 'teleport')
  expect(badMove.code).toBe(1)
  expect(badMove.out).toBe(
    'move must be one of approve, refuse, receive, restock, ship, ready, refund, close.',
  )
  const badRef = await store('return-move', 'nothing', 'approve')
  expect(badRef).toEqual({
    code: 1,
    out: 'Name the return by its reference, such as RT-7K2M9QXA.',
  })
  expect(await stateOf(ref)).toEqual({ state: 'REQUESTED', refusal_reason: null })
  const refused = await store('return-move', ref, 'refuse', 'Tags', 'were', 'removed')
  expect(refused).toEqual({ code: 0, out: `Return ${ref} is now refused.` })
  expect(await stateOf(ref)).toEqual({ state: 'REFUSED', refusal_reason: 'Tags were removed' })
}, 240_000)
