import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { PRODUCT_ANSWERS } from '@store/contract/admin/products'
import { queryRows } from '../../../test/sql'
import { callAdmin, createTestStaff } from '../../../test/staff'
import type { TestStaff } from '../../../test/staff'
import { createTestApp } from '../../../test/test-app'
import type { TestApp } from '../../../test/test-app'
import { createProduct, productInput, saveProduct, updateOf } from './product-fixtures'

let t: TestApp
let owner: TestStaff
beforeAll(async () => {
  t = await createTestApp()
  owner = await createTestStaff(t.app, 'OWNER')
})
afterAll(async () => t.close())

const create = (payload: Record<string, unknown>) =>
  callAdmin<{ error: { message: string } }>(t.app, 'POST', 'products/create', payload, owner)

describe('creating a product', () => {
  test('a product is created with its sizes, the group of its sub-category and an audit line', async () => {
    const product = await createProduct(t, owner)
    expect(product).toMatchObject({ status: 'DRAFT', publish_at: '' })
    expect(product.sizes.map((size) => size.size_code)).toEqual(['M', 'L'])
    const [row] = await queryRows<{ group_id: number; sub_group_id: number }>(
      t.db,
      sql`select group_id, sub_group_id from products where id = ${product.id}`,
    )
    expect(row).toEqual({ group_id: 1, sub_group_id: 11 })
    const audit = await queryRows<{ action: string; actor: string }>(
      t.db,
      sql`select action, actor from audit_log where entity = 'product' and entity_id = ${String(product.id)}`,
    )
    expect(audit).toEqual([{ action: 'product.create', actor: owner.email }])
  })

  test('a code already used is refused with a message naming it', async () => {
    const first = await createProduct(t, owner)
    const response = await create(productInput({ product_code: first.product_code.toLowerCase() }))
    expect(response.status).toBe(400)
    expect(response.body.error.message).toBe(
      PRODUCT_ANSWERS.codeTaken(first.product_code.toLowerCase()),
    )
  })

  test('a sub-category of another category is refused', async () => {
    const response = await create(productInput({ category_id: 7 }))
    expect(response.status).toBe(400)
    expect(response.body.error.message).toBe(PRODUCT_ANSWERS.subNotInCategory)
  })

  test('a net price above the retail price is refused', async () => {
    const response = await create(productInput({ net_price: 300_000 }))
    expect(response.status).toBe(400)
    expect(response.body.error.message).toBe(PRODUCT_ANSWERS.netAboveRetail)
  })

  test('a discount given both as a percent and as an amount is refused', async () => {
    const response = await create(productInput({ disc_percent: 10, disc_nominal: 5_000 }))
    expect(response.status).toBe(400)
    expect(response.body.error.message).toBe(PRODUCT_ANSWERS.discBoth)
  })

  test('a detailed description keeps its safe markup and loses scripts and event handlers', async () => {
    const product = await createProduct(t, owner, {
      detailed_description:
        '<p onclick="steal()">Linen <em>weave</em><script>alert(1)</script></p><img src=x onerror="alert(2)"><a href="javascript:alert(3)">care</a> <a href="https://kainara.co.id/care">guide</a>',
    })
    expect(product.detailed_description).toBe(
      '<p>Linen <em>weave</em></p><a>care</a> <a href="https://kainara.co.id/care">guide</a>',
    )
    const shop = await t.app.inject({ url: `/api/product?id=${product.id}` })
    expect(shop.body).not.toMatch(/<script|onerror|onclick|javascript:/)
  })
})

describe('saving a product', () => {
  test('a save carries the version it read; a stale one is a 409 and changes nothing', async () => {
    const product = await createProduct(t, owner)
    const staff = await createTestStaff(t.app, 'STAFF')
    const first = await saveProduct(t, staff, updateOf(product, { colour: 'Rust' }))
    expect(first.status).toBe(200)
    const stale = await saveProduct(t, owner, updateOf(product, { product_name: 'Late Change' }))
    expect(stale.status).toBe(409)
    expect(stale.body.error?.message).toBe(PRODUCT_ANSWERS.stale)
    const now = await callAdmin<{ product: { product_name: string; colour: string } }>(
      t.app,
      'GET',
      'products/one',
      { id: product.id },
      owner,
    )
    expect(now.body.product).toMatchObject({ product_name: product.product_name, colour: 'Rust' })
  })

  test('sizes are renamed, reordered, added and marked unavailable; a size with stock is kept', async () => {
    const product = await createProduct(t, owner)
    const [m, l] = product.sizes
    if (!m || !l) throw new Error('no sizes')
    const sizes = [
      { id: l.id, size_code: 'L', size_name: 'Large', is_available: false },
      { id: m.id, size_code: 'M', size_name: 'Medium', is_available: true },
      { size_code: 'XL', size_name: 'Extra large', is_available: true },
    ]
    const saved = await saveProduct(t, owner, updateOf(product, { sizes }))
    expect(saved.status).toBe(200)
    expect(
      saved.body.product.sizes.map((size) => [size.size_code, size.size_name, size.is_available]),
    ).toEqual([
      ['L', 'Large', false],
      ['M', 'Medium', true],
      ['XL', 'Extra large', true],
    ])
    await t.db.execute(
      sql`insert into stocks (product_size_id, showroom_id, qty) values (${m.id}, 1, 3)`,
    )
    const fresh = await callAdmin<{ product: typeof product }>(
      t.app,
      'GET',
      'products/one',
      { id: product.id },
      owner,
    )
    const withoutM = updateOf(fresh.body.product, {
      sizes: fresh.body.product.sizes
        .filter((size) => size.id !== m.id)
        .map(({ can_delete: _c, ...size }) => size),
    })
    const refused = await saveProduct(t, owner, withoutM)
    expect(refused.status).toBe(400)
    expect(refused.body.error?.message).toBe(PRODUCT_ANSWERS.sizeKept('M'))
  })
})

describe('duplicating a product', () => {
  test('a copy takes a new code, stays a draft, keeps the sizes and none of the stock', async () => {
    const product = await createProduct(t, owner)
    const [m] = product.sizes
    if (!m) throw new Error('no size')
    await t.db.execute(
      sql`insert into stocks (product_size_id, showroom_id, qty) values (${m.id}, 1, 7)`,
    )
    const taken = await callAdmin<{ error: { message: string } }>(
      t.app,
      'POST',
      'products/duplicate',
      { id: product.id, product_code: product.product_code },
      owner,
    )
    expect(taken.status).toBe(400)
    expect(taken.body.error.message).toBe(PRODUCT_ANSWERS.codeTaken(product.product_code))

    const code = `${product.product_code}-B`
    const copied = await callAdmin<{ product: typeof product }>(
      t.app,
      'POST',
      'products/duplicate',
      { id: product.id, product_code: code },
      owner,
    )
    expect(copied.status).toBe(200)
    const copy = copied.body.product
    expect(copy).toMatchObject({ product_code: code, status: 'DRAFT' })
    expect(copy.sizes.map((size) => size.size_code)).toEqual(['M', 'L'])
    const [stock] = await queryRows<{ units: number }>(
      t.db,
      sql`select coalesce(sum(s.qty), 0)::int as units from stocks s
        join product_sizes ps on ps.id = s.product_size_id where ps.product_id = ${copy.id}`,
    )
    expect(stock?.units).toBe(0)
    expect((await t.app.inject({ url: `/api/product?id=${copy.id}` })).statusCode).toBe(404)
  })
})
