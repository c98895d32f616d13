import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp } from '../../test/test-app'
import type { TestApp } from '../../test/test-app'
import { OPERATOR_TOKEN, callOperator } from '../../test/operator'
import { sizedProducts } from '../cart/cart-fixtures'
import type { SizedProduct } from '../cart/cart-fixtures'
import { SHOWROOM_ID, heldAt } from '../checkout/checkout-fixtures'
import {
  askLinkedReturn,
  collectedPickup,
  linkedPayload,
  newKey,
  orderLinesOf,
  otherSize,
  setHeld,
} from '../orders/return-fixtures'

let t: TestApp
let item: SizedProduct
beforeAll(async () => {
  t = await createTestApp({ OPERATOR_TOKEN, CLOCK_SHIFT: 'on' })
  const [first] = await sizedProducts(t.db, 1)
  if (!first) throw new Error('no product')
  item = first
})
afterAll(async () => t.close())

const moveReturn = (ref: string, move: string, reason?: string) =>
  callOperator(t.app, 'POST', 'returns/move', { ref, move, ...(reason && { reason }) })

describe('the operator’s returns', () => {
  test('lists a pick-up buyer’s exchange brought to the counter and moves it to ready, then closed', async () => {
    await setHeld(t, item, 5)
    const pickup = await collectedPickup(t, item, 'operator-return@example.co.id')
    const [line] = await orderLinesOf(t, pickup.id)
    const wanted = await otherSize(t, item, 3)
    const asked = await askLinkedReturn(t, {
      ...linkedPayload(t, pickup.trx_ref),
      lines: [{ line_id: line?.id, qty: 1, reason: 'too_large', exchange_size: wanted.size }],
      wish: 'EXCHANGE',
      way: 'COUNTER',
      showroom_id: SHOWROOM_ID,
      request_key: newKey(),
    })
    const ref = asked.body.data?.return.return_ref ?? ''
    const listed = await callOperator(t.app, 'GET', 'returns', { state: 'requested' })
    expect(listed.body.data?.returns).toContainEqual(
      expect.objectContaining({
        return_ref: ref,
        trx_ref: pickup.trx_ref,
        state: 'REQUESTED',
        units: 1,
      }),
    )
    const before = await heldAt(t.db, item, SHOWROOM_ID)
    for (const [move, state] of [
      ['receive', 'RECEIVED'],
      ['restock', 'RESTOCKED'],
      ['ready', 'EXCHANGE_READY'],
      ['close', 'CLOSED'],
    ] as const) {
      const moved = await moveReturn(ref, move)
      expect(moved.status, move).toBe(200)
      expect(moved.body.data).toMatchObject({ state })
    }
    expect(await heldAt(t.db, item, SHOWROOM_ID)).toBe(before + 1)
    const again = await moveReturn(ref, 'close')
    expect(again.status).toBe(409)
    expect(again.body.error?.message).toBe(
      `Return ${ref} is already closed; the page shows it now.`,
    )
  })

  test('answers unknown moves, malformed references and a refusal without a reason with a 400, an unknown return with a 404', async () => {
    for (const [ref, move, reason] of [
      ['RT-NOPE', 'approve', undefined],
      ['RT-AAAAAAAA', 'teleport', undefined],
      ['RT-AAAAAAAA', 'refuse', 'no'],
    ] as const) {
      const answer = await moveReturn(ref, move, reason)
      expect(answer.status, `${ref} ${move}`).toBe(400)
      expect(answer.body.error?.message).toMatch(/\w/)
    }
    expect((await moveReturn('RT-AAAAAAAA', 'approve')).status).toBe(404)
    expect((await callOperator(t.app, 'GET', 'returns', {}, null)).status).toBe(401)
  })
})
