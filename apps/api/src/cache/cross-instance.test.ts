import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { inject } from 'vitest'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Product } from '@store/contract/catalog'
import { openDatabase } from '@store/db/client'
import type { Database } from '@store/db/client'
import { buildApp } from '../app'
import { readEnv } from '../env'
import { getJson } from '../test/inject'
import { copyTemplateDatabase } from '../test/postgres'
import { queryRows } from '../test/sql'

const templateUrl = inject('templateDatabaseUrl')

interface Instance {
  app: FastifyInstance
  database: Database
}
const instances: Instance[] = []

/** Two store processes, as behind a load balancer, on one PostgreSQL database. */
beforeAll(async () => {
  if (!templateUrl) return
  const url = await copyTemplateDatabase(templateUrl)
  for (let index = 0; index < 2; index++) {
    const database = await openDatabase({ databaseUrl: url, dataDir: 'unused', poolSize: 2 })
    const env = readEnv({ WEB_DIST_DIR: '/nonexistent', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/x' })
    const app = await buildApp({ db: database.db, env })
    await app.ready()
    instances.push({ app, database })
  }
})
afterAll(async () => {
  for (const { app, database } of instances) {
    await app.close()
    await database.close()
  }
})

const sizesOf = async (app: FastifyInstance, id: number) =>
  (await getJson<{ product: Product }>(app, 'product', { id })).body.product.sizes

async function until(check: () => Promise<boolean>, attempts = 100) {
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (await check()) return true
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return false
}

describe.skipIf(!templateUrl)('two instances on one PostgreSQL database', () => {
  test('a size sold out through one instance shows as sold out on the other', async () => {
    const [first, second] = instances
    if (!first || !second) throw new Error('instances did not start')
    const [held] = await queryRows<{ product_id: number; id: number; size_code: string }>(
      first.database.db,
      sql`select ps.product_id, ps.id, ps.size_code from product_sizes ps
          where exists (select 1 from stocks s where s.product_size_id = ps.id and s.qty > 0)
          order by ps.id limit 1`,
    )
    if (!held) throw new Error('no stocked size')
    const productId = Number(held.product_id)
    const available = (sizes: Product['sizes']) =>
      sizes.find((size) => size.size_code === held.size_code)?.is_available
    // The second instance now holds the answer in memory.
    expect(available(await sizesOf(second.app, productId))).toBe(1)
    expect(available(await sizesOf(second.app, productId))).toBe(1)

    const stock = await queryRows<{ showroom_id: number }>(
      first.database.db,
      sql`select showroom_id from stocks where product_size_id = ${held.id} and qty > 0`,
    )
    await first.app.catalogueWrites.transaction(async (writer) => {
      for (const row of stock)
        await writer.setStock({
          productSizeId: Number(held.id),
          showroomId: Number(row.showroom_id),
          qty: 0,
        })
    })

    const seen = await until(async () => available(await sizesOf(second.app, productId)) === 0)
    expect(seen).toBe(true)
  })

  test("a renamed product's answers in both languages are dropped on the other instance", async () => {
    const [first, second] = instances
    if (!first || !second) throw new Error('instances did not start')
    const [row] = await queryRows<{ id: number }>(
      first.database.db,
      sql`select id from products where is_active order by id limit 1`,
    )
    const id = Number(row?.id)
    const nameIn = async (language: string) =>
      (
        await second.app.inject({
          url: `/api/product?id=${id}`,
          headers: { 'accept-language': language },
        })
      ).json<{ product: Product }>().product.product_name
    const english = await nameIn('en')
    // The second instance now holds both answers in memory.
    expect(await nameIn('id')).not.toBe(english)

    await first.app.catalogueWrites.transaction(async (writer) => {
      await writer.tx.execute(
        sql`update products set product_name_bahasa = 'Kemeja Lintas Instans' where id = ${id}`,
      )
      // A notice names the product, never a language: both languages' answers go.
      writer.productChanged(id)
    })

    expect(await until(async () => (await nameIn('id')) === 'Kemeja Lintas Instans')).toBe(true)
    expect(await nameIn('en')).toBe(english)
  })
})
