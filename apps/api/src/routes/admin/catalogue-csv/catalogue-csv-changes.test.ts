import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import Papa from 'papaparse'
import { sql } from 'drizzle-orm'
import { createTestApp } from '../../../test/test-app'
import type { TestApp } from '../../../test/test-app'
import { queryRows } from '../../../test/sql'
import { createTestStaff } from '../../../test/staff'
import type { TestStaff } from '../../../test/staff'
import {
  exportRows,
  productWithSizes,
  resultOf,
  rowVersions,
  sendCsv,
  setStock,
  stockOf,
} from './csv-fixtures'

let t: TestApp
let owner: TestStaff
beforeAll(async () => {
  t = await createTestApp()
  owner = await createTestStaff(t.app, 'OWNER')
})
afterAll(async () => t.close())

const send = (text: string, mode: 'check' | 'apply', overwrite = 'no') =>
  sendCsv(t, owner.authorization, text, mode, overwrite)
const SENAYAN = 'stock_kainara_senayan_city'

describe('an import changes only what differs from the store now', () => {
  test('the export names stock columns by showroom and gives each row a revision', async () => {
    const { columns } = await exportRows(t, owner.authorization)
    expect(columns).toContain(SENAYAN)
    expect(columns.some((column) => /^stock_\d+$/.test(column))).toBe(false)
    expect(columns.at(-1)).toBe('revision')
  })

  test('a price edited in an export changes that price alone and leaves a later stock change alone', async () => {
    const { rows } = await exportRows(t, owner.authorization)
    const product = productWithSizes(rows)
    const first = product.rows[0]
    if (!first) throw new Error('no row')
    await setStock(t, product.code, first.size_code ?? '', 1, Number(first[SENAYAN]) + 5)
    const later = await stockOf(t, product.code, first.size_code ?? '', 1)
    const versions = await rowVersions(t, product.code)
    const price = String(Number(first.net_price) - 1000)
    const text = Papa.unparse(product.rows.map((row) => ({ ...row, net_price: price })))

    const checked = await send(text, 'check')
    expect(checked.json()).toMatchObject({
      data: {
        problem_count: 0,
        conflict_count: 0,
        change_count: 1,
        changes: [
          {
            line: 2,
            product_code: product.code,
            size_code: null,
            field: 'net_price',
            before: first.net_price,
            after: price,
          },
        ],
        summary: { products_updated: 1, stock_cells: 0, sizes_created: 0 },
      },
    })
    const applied = await send(text, 'apply')
    expect(resultOf(applied.body)).toMatchObject({ data: { applied: true, change_count: 1 } })
    const [stored] = await queryRows<{ net_price: number }>(
      t.db,
      sql`select net_price from products where product_code = ${product.code}`,
    )
    expect(stored?.net_price).toBe(Number(price))
    expect(await stockOf(t, product.code, first.size_code ?? '', 1)).toBe(later)
    // Neither the sizes nor any stock cell of the product was written again.
    expect(await rowVersions(t, product.code)).toEqual(versions)
    const [audit] = await queryRows<{ after: { changes: unknown[] } }>(
      t.db,
      sql`select after from audit_log where action = 'catalogue.import' order by id desc limit 1`,
    )
    expect(audit?.after.changes).toEqual([
      expect.objectContaining({ field: 'net_price', before: first.net_price, after: price }),
    ])
  })

  test('a cell changed in the store and in the file since the export is refused with its row named', async () => {
    const { rows } = await exportRows(t, owner.authorization)
    const product = productWithSizes(rows)
    const row = product.rows[1]
    if (!row) throw new Error('no second size')
    const size = row.size_code ?? ''
    const exported = Number(row[SENAYAN])
    await setStock(t, product.code, size, 1, exported + 3)
    // The size's row alone, as an owner may keep only the rows they edit.
    const text = Papa.unparse([{ ...row, [SENAYAN]: String(exported + 4) }])
    const conflict = {
      line: 2,
      product_code: product.code,
      size_code: size.toUpperCase(),
      field: SENAYAN,
      store: String(exported + 3),
      file: String(exported + 4),
    }
    expect((await send(text, 'check')).json()).toMatchObject({
      data: { conflict_count: 1, conflicts: [conflict] },
    })
    const refused = await send(text, 'apply')
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({
      error: {
        message:
          '1 cell was changed in the store after the file was exported; nothing was imported. Export again, or choose to overwrite them.',
      },
      data: { conflicts: [conflict] },
    })
    expect(await stockOf(t, product.code, size, 1)).toBe(exported + 3)

    const overwritten = await send(text, 'apply', 'yes')
    expect(resultOf(overwritten.body)).toMatchObject({
      data: {
        applied: true,
        changes: [
          {
            field: SENAYAN,
            before: String(exported + 3),
            after: String(exported + 4),
            size_code: size.toUpperCase(),
          },
        ],
      },
    })
    expect(await stockOf(t, product.code, size, 1)).toBe(exported + 4)
  })

  test('a file without stock columns leaves stock alone', async () => {
    const { rows } = await exportRows(t, owner.authorization)
    const product = productWithSizes(rows)
    const stock = await stockOf(t, product.code, product.rows[0]?.size_code ?? '', 1)
    const text = [
      'product_code,size_code,colour',
      ...product.rows.map((row) => `${product.code},${row.size_code},Deep Teal`),
    ].join('\n')
    const applied = await send(text, 'apply')
    expect(resultOf(applied.body)).toMatchObject({
      data: { applied: true, summary: { stock_cells: 0, products_updated: 1 } },
    })
    expect(await stockOf(t, product.code, product.rows[0]?.size_code ?? '', 1)).toBe(stock)
  })

  test('an older file naming stock columns by showroom id is still read', async () => {
    const { rows } = await exportRows(t, owner.authorization)
    const product = productWithSizes(rows)
    const size = product.rows[0]?.size_code ?? ''
    const text = `product_code,size_code,stock_1\n${product.code},${size},13`
    const applied = await send(text, 'apply')
    expect(resultOf(applied.body)).toMatchObject({
      data: {
        applied: true,
        changes: [expect.objectContaining({ field: 'stock_1', after: '13' })],
      },
    })
    expect(await stockOf(t, product.code, size, 1)).toBe(13)
  })

  test('a forged revision, an unknown showroom column and a bad overwrite get readable 400s', async () => {
    const forged = await send('product_code,size_code,revision\nKN-X,M,r1.abc', 'apply')
    expect(forged.statusCode).toBe(400)
    expect(forged.json<{ data: { problems: unknown[] } }>().data.problems).toContainEqual({
      line: 2,
      column: 'revision',
      message:
        'revision is not one the export wrote: leave it as exported, or empty it to apply the row as it is.',
    })
    const nowhere = await send('product_code,size_code,stock_nowhere\nKN-X,M,1', 'check')
    expect(nowhere.json()).toMatchObject({
      data: { problems: [{ line: 1, column: 'stock_nowhere' }] },
    })
    const twice = await send(`product_code,size_code,stock_1,${SENAYAN}\nKN-X,M,1,1`, 'check')
    expect(twice.json()).toMatchObject({ data: { problems: [{ column: SENAYAN }] } })
    const overwrite = await send('product_code,size_code\nKN-X,M', 'apply', 'maybe')
    expect(overwrite.statusCode).toBe(400)
    expect(overwrite.json<{ error: { message: string } }>().error.message).toContain(
      'overwrite must be yes or no.',
    )
  })
})
