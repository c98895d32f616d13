import { afterAll, beforeAll, expect, test } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { sql } from 'drizzle-orm'
import { createTestApp } from '../../../test/test-app'
import type { TestApp } from '../../../test/test-app'
import { queryRows } from '../../../test/sql'
import { createTestStaff } from '../../../test/staff'
import type { CatalogueWriter } from '../../../cache/catalogue-writes'
import type { StaffSession } from '../../../lib/auth/staff-session.repository'
import { ImportRaceError, applyImport } from './apply-import'
import type { ProductImport } from './check-rows'
import { stockOf } from './csv-fixtures'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t.close())

/** The app, with a checkout taking a unit of each stock cell just before the import sets it. */
function withCheckoutInBetween(app: FastifyInstance): FastifyInstance {
  const transaction = <T>(work: (writer: CatalogueWriter) => Promise<T>) =>
    app.catalogueWrites.transaction((writer) =>
      work({
        ...writer,
        setStockIf: async (line) => {
          await writer.tx.execute(
            sql`update stocks set qty = qty - 1 where product_size_id = ${line.productSizeId} and showroom_id = ${line.showroomId}`,
          )
          return writer.setStockIf(line)
        },
      }),
    )
  return Object.create(app, {
    catalogueWrites: { value: { ...app.catalogueWrites, transaction } },
  }) as FastifyInstance
}

test('an import racing a checkout on a stock cell writes nothing and names the cell', async () => {
  const [product] = await queryRows<{ code: string; size: string; price: number }>(
    t.db,
    sql`select p.product_code as code, z.size_code as size, p.net_price as price
        from products p join product_sizes z on z.product_id = p.id
        join stocks s on s.product_size_id = z.id and s.showroom_id = 1 and s.qty > 2
        order by p.id limit 1`,
  )
  if (!product) throw new Error('no product with stock at showroom 1')
  const stock = await stockOf(t, product.code, product.size, 1)
  const owner = await createTestStaff(t.app, 'OWNER')
  const file: ProductImport = {
    code: product.code,
    line: 2,
    revision: null,
    fields: { netPrice: product.price - 1000 },
    sizes: [
      {
        code: product.size.toUpperCase(),
        name: null,
        nameBahasa: undefined,
        available: null,
        line: 2,
        revision: null,
        stock: [{ showroomId: 1, column: 'stock_1', qty: stock + 10 }],
      },
    ],
  }
  const staff = { id: owner.id, email: owner.email } as StaffSession
  const race = applyImport(withCheckoutInBetween(t.app), staff, [file], false, () => undefined)
  await expect(race).rejects.toBeInstanceOf(ImportRaceError)
  await expect(race).rejects.toMatchObject({
    change: { product_code: product.code, field: 'stock_1', before: String(stock - 1) },
  })
  // Rolled back whole: neither the price nor the stock cell moved.
  const [after] = await queryRows<{ price: number }>(
    t.db,
    sql`select net_price as price from products where product_code = ${product.code}`,
  )
  expect(after?.price).toBe(product.price)
  expect(await stockOf(t, product.code, product.size, 1)).toBe(stock)
})
