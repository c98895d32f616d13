import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import Papa from 'papaparse'
import { buildApp } from '../apps/api/src/app'
import { readEnv } from '../apps/api/src/env'
import { hashPassword } from '../apps/api/src/lib/auth/passwords'
import { issueStaffSession } from '../apps/api/src/lib/auth/staff-session.repository'
import { createStaff } from '../apps/api/src/routes/admin/auth/staff.repository'
import { createCatalogue } from './src/catalogue'
import type { BenchOptions } from './src/options'
import { machine, writeResults } from './src/results'
import { formatTable, round } from './src/table'

const PRODUCTS = 5000
const SIZES = ['S', 'M', 'L', 'XL']
const SHOWROOMS = 12

/** A file as a brand's spreadsheet would give it: 5,000 products of four sizes, stock in 12 showrooms. */
function catalogueFile(prefix: string): string {
  const fields = [
    'product_code',
    'product_name',
    'category_sub_id',
    'sub_group_id',
    'colour',
    'short_description',
    'detailed_description',
    'retail_price',
    'net_price',
    'disc_percent',
    'size_code',
    'size_name',
    ...Array.from({ length: SHOWROOMS }, (_, index) => `stock_${index + 1}`),
  ]
  const data: (string | number)[][] = []
  for (let n = 0; n < PRODUCTS; n += 1)
    for (const size of SIZES)
      data.push([
        `${prefix}${String(n).padStart(5, '0')}`,
        `Kemeja Tenun ${n}`,
        601,
        11,
        'Indigo',
        'Hand-woven cotton shirt',
        '<p>Woven in Garut.</p><ul><li>100% cotton</li></ul>',
        459000,
        429000,
        n % 5 === 0 ? 20 : 0,
        size,
        size,
        ...Array.from({ length: SHOWROOMS }, (_, room) => (n + room) % 7),
      ])
  return Papa.unparse({ fields, data })
}

/**
 * `npm run bench -- csv [pg]`: a catalogue CSV of 5,000 products (20,000
 * size rows, 240,000 stock cells) checked and imported through the back
 * office's call, beside a same-run reference: the same rows written by plain
 * multi-row INSERTs with no checks, no list counts and no audit.
 */
export async function runCsvBench(options: BenchOptions) {
  const serverUrl = options.pg ? process.env.BENCH_DATABASE_URL : undefined
  if (options.pg && !serverUrl) throw new Error('pg needs BENCH_DATABASE_URL=postgres://…')
  console.log(
    `\n== catalogue CSV bench (${serverUrl ? 'postgres' : 'pglite'}, ${PRODUCTS} products) ==`,
  )
  const catalogue = await createCatalogue(0, serverUrl)
  const db = catalogue.database.db
  const dataDir = await mkdtemp(join(tmpdir(), 'kainara-csv-bench-'))
  const app = await buildApp({
    db,
    env: readEnv({
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent',
      ADMIN_DIST_DIR: '/nonexistent',
      DATA_DIR: dataDir,
      BACKGROUND_JOBS: 'off',
      MEDIA_PRERENDER: 'off',
    }),
  })
  try {
    const staffId = await createStaff(
      db,
      {
        email: 'bench@kainara.test',
        name: 'Bench',
        role: 'OWNER',
        passwordHash: await hashPassword('bench password 2026'),
      },
      [],
    )
    const token = await issueStaffSession(db, staffId ?? 0, true, app.clock.now())
    const file = catalogueFile('KNB')
    const send = async (mode: 'check' | 'apply') => {
      const started = performance.now()
      const response = await app.inject({
        method: 'POST',
        url: `/api/admin/catalogue/import?mode=${mode}`,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
        payload: file,
      })
      const seconds = (performance.now() - started) / 1000
      const last = JSON.parse(response.body.trim().split('\n').at(-1) ?? '{}') as {
        data?: { summary?: unknown }
      }
      if (response.statusCode !== 200 || !last.data)
        throw new Error(`${mode} failed: ${response.body.slice(0, 300)}`)
      return seconds
    }
    const check = await send('check')
    const apply = await send('apply')
    const again = await send('apply')
    const reference = await referenceInsert(db, catalogueFile('KNR'))
    const table = formatTable(
      ['step', 'seconds', 'x reference'],
      [
        ['check (nothing written)', round(check, 2), round(check / reference, 2)],
        ['import, 5,000 new products', round(apply, 2), round(apply / reference, 2)],
        ['import again, all updates', round(again, 2), round(again / reference, 2)],
        ['reference: plain INSERTs', round(reference, 2), 1],
      ],
    )
    console.log(
      `${Papa.parse(file).data.length - 1} rows, ${(file.length / 1024 / 1024).toFixed(1)} MB`,
    )
    console.log(table)
    const host = machine()
    console.log(`load average ${host.loadAverage.join(' ')}, ${host.cpus} x ${host.cpuModel}`)
    await writeResults('csv', { check, apply, again, reference, machine: host })
  } finally {
    await app.close()
    await catalogue.close()
    await rm(dataDir, { recursive: true, force: true })
  }
}

/** The floor: the same products, sizes and stock cells written by multi-row INSERTs alone. */
async function referenceInsert(
  db: Parameters<typeof buildApp>[0]['db'],
  file: string,
): Promise<number> {
  const rows = Papa.parse<Record<string, string>>(file, { header: true }).data.filter(
    (row) => row.product_code,
  )
  const started = performance.now()
  await db.transaction(async (tx) => {
    const codes = [...new Set(rows.map((row) => row.product_code ?? ''))]
    for (let start = 0; start < codes.length; start += 1000) {
      const values = codes
        .slice(start, start + 1000)
        .map(
          (code) =>
            sql`(${code}, ${'Kemeja ' + code}, '', '', 459000, 429000, 6, 601, 1, 11, 'Indigo', 'PUBLISHED')`,
        )
      await tx.execute(sql`insert into products (product_code, product_name, short_description, detailed_description,
        retail_price, net_price, category_id, category_sub_id, group_id, sub_group_id, colour, status) values ${sql.join(values, sql`, `)}`)
    }
    await tx.execute(sql`insert into product_sizes (product_id, size_code, size_name)
      select p.id, s.code, s.code from products p, unnest(array['S','M','L','XL']) as s(code) where p.product_code like 'KNR%'`)
    await tx.execute(sql`insert into stocks (product_size_id, showroom_id, qty)
      select ps.id, r.id, (ps.id + r.id) % 7 from product_sizes ps join products p on p.id = ps.product_id
      cross join generate_series(1, ${SHOWROOMS}) as r(id) where p.product_code like 'KNR%'`)
  })
  return (performance.now() - started) / 1000
}
