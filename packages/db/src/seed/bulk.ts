import { sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { Db } from '../client'
import { refreshCatalogStats } from '../catalog/scope-stats'
import { CARE_NOTES, CATEGORIES, FABRIC_NOTES, FIT_NOTES } from './catalogue-data'
import type { CategoryDef, SubCategoryDef } from './catalogue-data'
import { createRandom } from './prng'
import type { Random } from './prng'
import { SHOWROOMS } from './stores-data'

export interface BulkSeedOptions {
  seed?: number
  now?: Date
  /** Products per transaction; a failure loses at most one chunk. */
  chunkSize?: number
  onProgress?: (inserted: number, total: number) => void
}

/** A demo product whose style, colour and images a generated product reuses. */
interface StyleSource {
  baseName: string
  colour: string
  colourCode: string
  category: CategoryDef
  sub: SubCategoryDef
  sizeChartUrl: string | null
  coverUrl: string
  galleryUrl: string
}

/** A products row as the insert statement takes it: snake_case, the date as ISO text. */
type ProductRow = Record<keyof typeof PRODUCT_COLUMNS, string | number | null> & { product_code: string }
interface PlannedRow {
  product: ProductRow
  source: StyleSource
  soldOutSizes: Set<string>
  showroomIds: number[]
}

/** Products per insert statement; their images, sizes and stock go in one statement per table. */
const PRODUCTS_PER_STATEMENT = 1000
const TWO_YEARS_IN_MINUTES = 2 * 365 * 24 * 60
const STYLE_WORDS = ['Everyday', 'Essential', 'Heritage', 'Studio', 'Weekend', 'Signature', 'Classic', 'Resort', 'Travel', 'Lebaran Edit', 'Archive', 'Premium']

const SUBS = new Map(CATEGORIES.flatMap((category) => category.subs.map((sub) => [sub.id, { category, sub }] as const)))

// Both drivers answer a raw query with { rows }; the Db type does not say so.
async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query)
  return (result as { rows: T[] }).rows
}

/** Demo products that own their images (their codes name the files), with cover and first gallery image. */
async function loadStyleSources(db: Db): Promise<StyleSource[]> {
  const rows = await selectRows<{ category_sub_id: number; product_name: string; product_code: string; colour: string; size_chart_url: string | null; cover: string; gallery: string }>(db, sql`
    select p.category_sub_id, p.product_name, p.product_code, p.colour, p.size_chart_url,
      min(i.image_url) filter (where i.sort_order = 0) as cover,
      min(i.image_url) filter (where i.sort_order = 1) as gallery
    from products p
    join product_images i on i.product_id = p.id and i.sort_order < 2
      and i.image_url like '%/' || lower(p.product_code) || '-' || (i.sort_order + 1) || '.svg'
    group by p.id
    having count(*) = 2
    order by p.id`)
  return rows.flatMap((row) => {
    const def = SUBS.get(row.category_sub_id)
    if (!def || !row.product_name.endsWith(` ${row.colour}`)) return []
    return [{
      baseName: row.product_name.slice(0, -row.colour.length - 1),
      colour: row.colour,
      colourCode: row.product_code.split('-').at(-1) ?? 'XXX',
      category: def.category,
      sub: def.sub,
      sizeChartUrl: row.size_chart_url,
      coverUrl: row.cover,
      galleryUrl: row.gallery,
    }]
  })
}

/** The highest number used in codes like KNMTS012-BLK, per sub-category, so new codes never collide. */
async function loadCodeSequences(db: Db): Promise<Map<number, number>> {
  const rows = await selectRows<{ category_sub_id: number; last: number | null }>(db, sql`
    select category_sub_id, max(substring(product_code from '^KN[A-Z]{3}([0-9]+)-')::integer) as last
    from products group by category_sub_id`)
  return new Map(rows.map((row) => [row.category_sub_id, Number(row.last ?? 0)]))
}

const roundPrice = (value: number) => Math.round(value / 1000) * 1000 - 1000 + 900

/** Same mix as the demo plan: a quarter discounted (half percent, half nominal), a few marked down. */
function planPrices(random: Random, [low, high]: [number, number]) {
  const retailPrice = roundPrice(random.int(low, high))
  const discounted = random.chance(0.25)
  const netPrice = !discounted && random.chance(0.08) ? roundPrice(retailPrice * 0.85) : retailPrice
  if (!discounted) return { retailPrice, netPrice, discPercent: 0, discNominal: 0 }
  if (random.chance(0.5)) return { retailPrice, netPrice, discPercent: random.pick([10, 15, 20, 25, 30, 40]), discNominal: 0 }
  const nominal = random.pick([25_000, 50_000, 75_000, 100_000])
  return { retailPrice, netPrice, discPercent: 0, discNominal: Math.min(nominal, Math.round(netPrice / 3 / 1000) * 1000) }
}

function planRow(random: Random, source: StyleSource, sequence: number, now: Date): PlannedRow {
  const { category, sub } = source
  const baseName = random.chance(0.7) ? `${random.pick(STYLE_WORDS)} ${source.baseName}` : source.baseName
  const fabric = random.pick(FABRIC_NOTES)
  const detailed = [
    `Our ${baseName.toLowerCase()} is a ${sub.name.toLowerCase()} staple designed in Bandung and made in Indonesia.`,
    `Fabric: ${fabric}.`,
    sub.sizes.length > 1 ? random.pick(FIT_NOTES) : 'One size.',
    `Care: ${CARE_NOTES}`,
  ].join('\n')
  const prices = planPrices(random, sub.priceRange)
  const product: ProductRow = {
    product_code: `KN${category.letter}${sub.code}${String(sequence).padStart(3, '0')}-${source.colourCode}`,
    product_name: `${baseName} ${source.colour}`,
    short_description: `${baseName} in ${source.colour.toLowerCase()}, cut from ${fabric}.`,
    detailed_description: detailed,
    retail_price: prices.retailPrice,
    net_price: prices.netPrice,
    disc_percent: prices.discPercent,
    disc_nominal: prices.discNominal,
    category_id: category.id,
    category_sub_id: sub.id,
    group_id: sub.groupId,
    sub_group_id: sub.subGroupId,
    colour: source.colour,
    size_chart_url: source.sizeChartUrl,
    weight_grams: sub.weightGrams,
    created_at: new Date(now.getTime() - random.int(0, TWO_YEARS_IN_MINUTES) * 60_000).toISOString(),
  }
  const soldOutSizes = new Set(sub.sizes.filter(() => sub.sizes.length > 1 && random.chance(0.15)))
  const showroomIds = random.shuffle(SHOWROOMS).slice(0, random.int(1, 3)).map((showroom) => showroom.id)
  return { product, source, soldOutSizes, showroomIds }
}

type Columns = Record<string, 'text' | 'integer' | 'smallint' | 'timestamptz'>

const PRODUCT_COLUMNS: Columns = {
  product_code: 'text', product_name: 'text', short_description: 'text', detailed_description: 'text',
  retail_price: 'integer', net_price: 'integer', disc_percent: 'smallint', disc_nominal: 'integer',
  category_id: 'integer', category_sub_id: 'integer', group_id: 'integer', sub_group_id: 'integer',
  colour: 'text', size_chart_url: 'text', weight_grams: 'integer', created_at: 'timestamptz',
}
const IMAGE_COLUMNS: Columns = { product_id: 'integer', image_url: 'text', image_type: 'text', sort_order: 'smallint' }
const SIZE_COLUMNS: Columns = { product_id: 'integer', size_code: 'text', size_name: 'text', sort_order: 'smallint' }
const STOCK_COLUMNS: Columns = { product_size_id: 'integer', showroom_id: 'integer', qty: 'integer' }

/**
 * One multi-row insert whose rows travel as a single JSON parameter: far
 * cheaper than thousands of bound parameters, on PGlite and PostgreSQL alike.
 * Table and column names are the constants above, never input.
 */
async function insertRows<R>(db: Db, table: string, columns: Columns, rows: Record<string, unknown>[], returning = ''): Promise<R[]> {
  if (rows.length === 0) return []
  const names = Object.keys(columns).join(', ')
  const types = Object.entries(columns).map(([name, type]) => `${name} ${type}`).join(', ')
  return selectRows<R>(db, sql`insert into ${sql.raw(table)} (${sql.raw(names)})
    select ${sql.raw(names)} from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(${sql.raw(types)})
    ${sql.raw(returning ? `returning ${returning}` : '')}`)
}

async function insertBatch(db: Db, random: Random, planned: PlannedRow[]) {
  const inserted = await insertRows<{ id: number; product_code: string }>(
    db, 'products', PRODUCT_COLUMNS, planned.map((row) => row.product), 'id, product_code',
  )
  const idByCode = new Map(inserted.map((row) => [row.product_code, row.id]))
  const withIds = planned.map((row) => {
    const id = idByCode.get(row.product.product_code)
    if (id === undefined) throw new Error(`bulk product ${row.product.product_code} was not inserted`)
    return { ...row, id }
  })
  await insertRows(db, 'product_images', IMAGE_COLUMNS, withIds.flatMap(({ id, source }) => [
    { product_id: id, image_url: source.coverUrl, image_type: 'COVER', sort_order: 0 },
    { product_id: id, image_url: source.galleryUrl, image_type: 'GALLERY', sort_order: 1 },
  ]))
  const sizes = await insertRows<{ id: number; product_id: number; size_code: string }>(
    db, 'product_sizes', SIZE_COLUMNS,
    withIds.flatMap(({ id, source }) =>
      source.sub.sizes.map((code, index) => ({ product_id: id, size_code: code, size_name: code === 'ALL' ? 'All Size' : code, sort_order: index })),
    ),
    'id, product_id, size_code',
  )
  const byId = new Map(withIds.map((row) => [row.id, row]))
  const stockRows = sizes.flatMap((size) => {
    const row = byId.get(size.product_id)
    if (!row) return []
    return row.showroomIds.map((showroomId) => ({
      product_size_id: size.id,
      showroom_id: showroomId,
      qty: row.soldOutSizes.has(size.size_code) ? 0 : random.int(1, 20),
    }))
  })
  await insertRows(db, 'stocks', STOCK_COLUMNS, stockRows)
}

/** From this many products on, one index build beats as many incremental index updates. */
const REBUILD_INDEXES_FROM = 10_000

/**
 * Runs `load` without the products table's secondary indexes and builds them
 * again afterwards from their own definitions. Unique indexes stay, so codes
 * are still checked row by row.
 */
async function withoutProductIndexes(db: Db, load: () => Promise<void>) {
  const indexes = await selectRows<{ indexname: string; indexdef: string }>(db, sql`
    select indexname, indexdef from pg_indexes
    where schemaname = current_schema() and tablename = 'products' and indexdef not like 'CREATE UNIQUE %'`)
  for (const index of indexes) await db.execute(sql`drop index ${sql.identifier(index.indexname)}`)
  try {
    await load()
  } finally {
    for (const index of indexes) await db.execute(sql.raw(index.indexdef))
  }
}

/**
 * Adds `count` generated products to a seeded demo catalogue, for load tests:
 * each a new season of a demo style (same sub-category, colour and images),
 * with its own code, price, discount, sizes, stock in 1-3 showrooms and a
 * date within the last two years. Rebuilds the scope stats and planner
 * statistics afterwards. Returns the number of products added.
 */
export async function seedBulkProducts(db: Db, count: number, options: BulkSeedOptions = {}): Promise<number> {
  if (count <= 0) return 0
  const sources = await loadStyleSources(db)
  if (sources.length === 0) throw new Error('Bulk products copy demo styles: seed the demo catalogue first.')
  const sequences = await loadCodeSequences(db)
  const random = createRandom(options.seed ?? 4_242)
  const now = options.now ?? new Date()
  const chunkSize = options.chunkSize ?? 5_000

  const load = async () => {
    for (let done = 0; done < count; ) {
      const size = Math.min(chunkSize, count - done)
      const planned = Array.from({ length: size }, () => {
        const source = random.pick(sources)
        const sequence = (sequences.get(source.sub.id) ?? 0) + 1
        sequences.set(source.sub.id, sequence)
        return planRow(random, source, sequence, now)
      })
      await db.transaction(async (tx) => {
        for (let start = 0; start < planned.length; start += PRODUCTS_PER_STATEMENT) {
          await insertBatch(tx, random, planned.slice(start, start + PRODUCTS_PER_STATEMENT))
        }
      })
      done += size
      options.onProgress?.(done, count)
    }
  }
  await (count >= REBUILD_INDEXES_FROM ? withoutProductIndexes(db, load) : load())
  await db.execute(sql`analyze`)
  await refreshCatalogStats(db)
  await db.execute(sql`analyze catalog_scope_stats`)
  return count
}
