import Papa from 'papaparse'
import { sql } from 'drizzle-orm'
import type { TestApp } from '../../../test/test-app'
import { queryRows } from '../../../test/sql'

/** Sends a file to the import as the back office does. */
export async function sendCsv(
  t: TestApp,
  authorization: string,
  text: string,
  mode: 'check' | 'apply',
  overwrite = 'no',
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/catalogue/import?mode=${mode}&overwrite=${overwrite}`,
    headers: { authorization, 'content-type': 'text/csv' },
    payload: text,
  })
}

/** The last line of an import's answer: its result. */
export const resultOf = (body: string) =>
  JSON.parse(body.trim().split('\n').at(-1) ?? '{}') as Record<string, never>

/** The catalogue's export, as rows keyed by column. */
export async function exportRows(t: TestApp, authorization: string) {
  const exported = await t.app.inject({
    method: 'GET',
    url: '/api/admin/catalogue/export',
    headers: { authorization },
  })
  const parsed = Papa.parse<Record<string, string>>(exported.rawPayload.toString('utf8').slice(1), {
    header: true,
    skipEmptyLines: true,
  })
  return { columns: parsed.meta.fields ?? [], rows: parsed.data }
}

/** What a showroom holds of a product's size. */
export async function stockOf(t: TestApp, code: string, size: string, showroomId: number) {
  const [row] = await queryRows<{ qty: number }>(
    t.db,
    sql`select s.qty from stocks s join product_sizes z on z.id = s.product_size_id
        join products p on p.id = z.product_id
        where p.product_code = ${code} and z.size_code = ${size} and s.showroom_id = ${showroomId}`,
  )
  return row?.qty ?? 0
}

/** Sets a stock cell as a checkout or a count would, after the file was exported. */
export async function setStock(
  t: TestApp,
  code: string,
  size: string,
  showroomId: number,
  qty: number,
) {
  await t.db.execute(
    sql`insert into stocks (product_size_id, showroom_id, qty)
        select z.id, ${showroomId}, ${qty} from product_sizes z join products p on p.id = z.product_id
        where p.product_code = ${code} and z.size_code = ${size}
        on conflict (product_size_id, showroom_id) do update set qty = excluded.qty`,
  )
}

/** The row versions (xmin) of a product's sizes and stock: a row rewritten gets a new one. */
export async function rowVersions(t: TestApp, code: string) {
  return queryRows<{ v: string }>(
    t.db,
    sql`select z.xmin::text || ':' || coalesce(string_agg(s.xmin::text, ',' order by s.showroom_id), '') as v
        from product_sizes z join products p on p.id = z.product_id
        left join stocks s on s.product_size_id = z.id
        where p.product_code = ${code} group by z.id, z.xmin order by z.id`,
  )
}

/** A product of the export with at least two sizes: its rows. */
export function productWithSizes(rows: Record<string, string>[]) {
  const counts = new Map<string, number>()
  for (const row of rows)
    counts.set(row.product_code ?? '', (counts.get(row.product_code ?? '') ?? 0) + 1)
  const code = [...counts].find(([, count]) => count >= 2)?.[0]
  if (!code) throw new Error('the export has no product with two sizes')
  return { code, rows: rows.filter((row) => row.product_code === code) }
}
