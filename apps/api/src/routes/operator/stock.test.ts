import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { sizedProducts } from '../cart/cart-fixtures'
import type { SizedProduct } from '../cart/cart-fixtures'
import { SHOWROOM_ID } from '../checkout/checkout-fixtures'
import { OPERATOR_TOKEN, callOperator } from '../../test/operator'
import { queryRows } from '../../test/sql'
import { createTestApp } from '../../test/test-app'
import type { TestApp } from '../../test/test-app'

let t: TestApp
let item: SizedProduct
beforeAll(async () => {
  t = await createTestApp({ OPERATOR_TOKEN })
  const [first] = await sizedProducts(t.db, 1)
  if (!first) throw new Error('no product')
  item = first
})
afterAll(async () => t.close())

const auditLines = () =>
  queryRows<{
    actor: string
    staff_id: number | null
    action: string
    before: unknown
    after: unknown
  }>(
    t.db,
    sql`select actor, staff_id, action, before, after from audit_log where entity = 'stock' order by id`,
  )

test("a stock count from the terminal is audited as the operator's, with what the showroom held before", async () => {
  const set = (qty: number) =>
    callOperator(t.app, 'POST', 'stock', {
      product: String(item.productId),
      size: item.size,
      showroom_id: SHOWROOM_ID,
      qty,
    })
  const first = await set(7)
  expect(first.status).toBe(200)
  const held = first.body.data?.previous_qty
  expect((await set(4)).status).toBe(200)

  const [named] = await queryRows<{ code: string; showroom: string }>(
    t.db,
    sql`select p.product_code as code, s.showroom_name as showroom
        from products p, showrooms s where p.id = ${item.productId} and s.id = ${SHOWROOM_ID}`,
  )
  const cell = {
    product_size_id: item.productSizeId,
    showroom_id: SHOWROOM_ID,
    product_code: named?.code,
    size: item.size,
    showroom: named?.showroom,
  }
  expect(await auditLines()).toEqual([
    {
      actor: 'operator',
      staff_id: null,
      action: 'stock.set',
      before: [{ ...cell, qty: held }],
      after: [{ ...cell, qty: 7 }],
    },
    {
      actor: 'operator',
      staff_id: null,
      action: 'stock.set',
      before: [{ ...cell, qty: 7 }],
      after: [{ ...cell, qty: 4 }],
    },
  ])
})

test('a refused stock count writes no audit line', async () => {
  const before = (await auditLines()).length
  const refused = await callOperator(t.app, 'POST', 'stock', {
    product: String(item.productId),
    size: item.size,
    showroom_id: 999_999,
    qty: 3,
  })
  expect(refused.status).toBe(400)
  expect(await auditLines()).toHaveLength(before)
})
