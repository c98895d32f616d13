import { getTableColumns, getTableName, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../client'
import { refreshCatalogStats } from '../catalog/scope-stats'
import { productImages, products, productSizes, stocks } from '../schema'
import { CATEGORIES } from './catalogue-data'
import { ALL_SIZE_BAHASA, STYLE_WORDS_BAHASA } from './catalogue-bahasa'
import { colourBahasa, describeProduct, planPrices, styleNameBahasa } from './product-plan'
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

/** A demo product whose sub-category, colour and images a generated product reuses. */
interface StyleSource {
  baseName: string
  baseNameBahasa: string
  colour: string
  colourBahasa: string
  colourCode: string
  category: CategoryDef
  sub: SubCategoryDef
  sizeChartUrl: string | null
  coverUrl: string
  galleryUrl: string
}

interface PlannedProduct {
  product: typeof products.$inferInsert & { productCode: string }
  source: StyleSource
  soldOutSizes: Set<string>
  showroomIds: number[]
}

/** Products per insert statement; their images, sizes and stock go in one statement per table. */
const PRODUCTS_PER_STATEMENT = 1000
/** From this many products on, one index build beats as many incremental index updates. */
const REBUILD_INDEXES_FROM = 10_000
const TWO_YEARS_IN_MINUTES = 2 * 365 * 24 * 60
const STYLE_WORDS =
  'Everyday Essential Heritage Studio Weekend Signature Classic Resort Travel Lebaran Archive Premium'.split(
    ' ',
  )
const SUBS = new Map(
  CATEGORIES.flatMap((category) =>
    category.subs.map((sub) => [sub.id, { category, sub }] as const),
  ),
)

// Both drivers answer a raw query with { rows }; the Db type does not say so.
async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query)
  return (result as { rows: T[] }).rows
}

interface SourceRow {
  category_sub_id: number
  product_name: string
  product_name_bahasa: string | null
  product_code: string
  colour: string
  colour_bahasa: string | null
  size_chart_url: string | null
  cover: string
  gallery: string
}

/** Demo products that own their images (their sources are named after their codes). */
async function loadStyleSources(db: Db): Promise<StyleSource[]> {
  const rows = await selectRows<SourceRow>(
    db,
    sql`select p.category_sub_id, p.product_name, p.product_name_bahasa, p.product_code, p.colour,
      p.colour_bahasa, p.size_chart_url,
      min(i.image_url) filter (where i.sort_order = 0) as cover,
      min(i.image_url) filter (where i.sort_order = 1) as gallery
    from products p
    join product_images i on i.product_id = p.id and i.sort_order < 2
    join media_images m on i.image_url = '/media/r/' || m.key
      and m.source_path = 'products/' || lower(p.product_code) || '-' || (i.sort_order + 1) || '.svg'
    group by p.id having count(*) = 2 order by p.id`,
  )
  return rows.flatMap((row) => {
    const def = SUBS.get(row.category_sub_id)
    if (!def || !row.product_name.endsWith(` ${row.colour}`)) return []
    const { category, sub } = def
    const baseName = row.product_name.slice(0, -row.colour.length - 1)
    const colourCode = row.product_code.split('-').at(-1) ?? 'XXX'
    const { colour, size_chart_url: sizeChartUrl, cover: coverUrl, gallery: galleryUrl } = row
    const bahasa = {
      colourBahasa: row.colour_bahasa ?? colourBahasa(colour),
      baseNameBahasa: styleNameBahasa(baseName),
    }
    const named = row.product_name_bahasa
    if (named && named.endsWith(` ${bahasa.colourBahasa}`))
      bahasa.baseNameBahasa = named.slice(0, -bahasa.colourBahasa.length - 1)
    const source = {
      baseName,
      colour,
      colourCode,
      category,
      sub,
      sizeChartUrl,
      coverUrl,
      galleryUrl,
    }
    return [{ ...source, ...bahasa }]
  })
}

/** The highest number in codes like KNMTS012-BLK, per sub-category, so new codes never collide. */
async function loadCodeSequences(db: Db): Promise<Map<number, number>> {
  const rows = await selectRows<{ category_sub_id: number; last: number | null }>(
    db,
    sql`select category_sub_id, max(substring(product_code from '^KN[A-Z]{3}([0-9]+)-')::integer) as last
    from products group by category_sub_id`,
  )
  return new Map(rows.map((row) => [row.category_sub_id, Number(row.last ?? 0)]))
}

function planProduct(
  random: Random,
  source: StyleSource,
  sequence: number,
  now: Date,
): PlannedProduct {
  const { category, sub, colour, colourBahasa } = source
  // A style word leads an English name and follows a Bahasa one: 'Heritage Linen Shirt', 'Kemeja Linen Warisan'.
  const styleWord = random.chance(0.7) ? random.pick(STYLE_WORDS) : null
  const words = {
    name: styleWord ? `${styleWord} ${source.baseName}` : source.baseName,
    nameBahasa: styleWord
      ? `${source.baseNameBahasa} ${STYLE_WORDS_BAHASA[styleWord] ?? styleWord}`
      : source.baseNameBahasa,
    colour,
    colourBahasa,
  }
  const description = describeProduct(random, words, sub)
  const minutesAgo = random.int(0, TWO_YEARS_IN_MINUTES)
  const product = {
    productCode: `KN${category.letter}${sub.code}${String(sequence).padStart(3, '0')}-${source.colourCode}`,
    productName: `${words.name} ${colour}`,
    shortDescription: description.short,
    detailedDescription: description.detailed,
    productNameBahasa: `${words.nameBahasa} ${colourBahasa}`,
    shortDescriptionBahasa: description.shortBahasa,
    detailedDescriptionBahasa: description.detailedBahasa,
    ...planPrices(random, sub.priceRange),
    categoryId: category.id,
    categorySubId: sub.id,
    groupId: sub.groupId,
    subGroupId: sub.subGroupId,
    colour,
    colourBahasa,
    sizeChartUrl: source.sizeChartUrl,
    weightGrams: sub.weightGrams,
    status: 'PUBLISHED' as const,
    createdAt: new Date(now.getTime() - minutesAgo * 60_000),
  }
  const soldOutSizes = new Set(sub.sizes.filter(() => sub.sizes.length > 1 && random.chance(0.15)))
  const showrooms = random.shuffle(SHOWROOMS).slice(0, random.int(1, 3))
  return { product, source, soldOutSizes, showroomIds: showrooms.map((showroom) => showroom.id) }
}

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)

/**
 * One multi-row insert whose rows travel as a single JSON parameter, typed
 * by the table's own columns: far cheaper than thousands of bound
 * parameters, on PGlite and PostgreSQL alike.
 */
async function insertRows<T extends PgTable, R = never>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
  returning = '',
): Promise<R[]> {
  const first = rows[0]
  if (!first) return []
  const columns = getTableColumns(table) as Record<string, { getSQLType(): string }>
  const keys = Object.keys(first)
  const names = keys.map(snakeCase).join(', ')
  const types = keys.map((key) => `${snakeCase(key)} ${columns[key]?.getSQLType() ?? 'text'}`)
  const json = JSON.stringify(
    rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [snakeCase(k), v]))),
  )
  return selectRows<R>(
    db,
    sql`insert into ${sql.identifier(getTableName(table))} (${sql.raw(names)})
    select ${sql.raw(names)} from jsonb_to_recordset(${json}::jsonb) as r(${sql.raw(types.join(', '))})
    ${sql.raw(returning ? `returning ${returning}` : '')}`,
  )
}

async function insertBatch(db: Db, random: Random, planned: PlannedProduct[]) {
  const inserted = await insertRows<typeof products, { id: number; product_code: string }>(
    db,
    products,
    planned.map((row) => row.product),
    'id, product_code',
  )
  const idByCode = new Map(inserted.map((row) => [row.product_code, row.id]))
  const byId = new Map<number, PlannedProduct>()
  for (const row of planned) {
    const id = idByCode.get(row.product.productCode)
    if (id === undefined)
      throw new Error(`Bulk product ${row.product.productCode} was not inserted.`)
    byId.set(id, row)
  }
  const entries = [...byId]
  await insertRows(
    db,
    productImages,
    entries.flatMap(([productId, { source }]) => [
      { productId, imageUrl: source.coverUrl, imageType: 'COVER' as const, sortOrder: 0 },
      { productId, imageUrl: source.galleryUrl, imageType: 'GALLERY' as const, sortOrder: 1 },
    ]),
  )
  const sizes = await insertRows<
    typeof productSizes,
    { id: number; product_id: number; size_code: string }
  >(
    db,
    productSizes,
    entries.flatMap(([productId, { source }]) =>
      source.sub.sizes.map((code, sortOrder) => ({
        productId,
        sizeCode: code,
        sizeName: code === 'ALL' ? 'All Size' : code,
        sizeNameBahasa: code === 'ALL' ? ALL_SIZE_BAHASA : null,
        sortOrder,
      })),
    ),
    'id, product_id, size_code',
  )
  const stockRows = sizes.flatMap((size) => {
    const row = byId.get(size.product_id)
    return (row?.showroomIds ?? []).map((showroomId) => ({
      productSizeId: size.id,
      showroomId,
      qty: row?.soldOutSizes.has(size.size_code) ? 0 : random.int(1, 20),
    }))
  })
  await insertRows(db, stocks, stockRows)
}

/**
 * Runs `load` without the products table's non-unique indexes and builds
 * them again afterwards from their own definitions.
 */
async function withoutProductIndexes(db: Db, load: () => Promise<void>) {
  const indexes = await selectRows<{ indexname: string; indexdef: string }>(
    db,
    sql`select indexname, indexdef from pg_indexes
    where schemaname = current_schema() and tablename = 'products' and indexdef not like 'CREATE UNIQUE %'`,
  )
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
export async function seedBulkProducts(db: Db, count: number, options: BulkSeedOptions = {}) {
  if (count <= 0) return 0
  const sources = await loadStyleSources(db)
  if (sources.length === 0) {
    throw new Error('Bulk products copy demo styles: seed the demo catalogue first.')
  }
  const sequences = await loadCodeSequences(db)
  const random = createRandom(options.seed ?? 4_242)
  const now = options.now ?? new Date()
  const chunkSize = options.chunkSize ?? 5_000

  const load = async () => {
    for (let done = 0; done < count;) {
      const planned = Array.from({ length: Math.min(chunkSize, count - done) }, () => {
        const source = random.pick(sources)
        const sequence = (sequences.get(source.sub.id) ?? 0) + 1
        sequences.set(source.sub.id, sequence)
        return planProduct(random, source, sequence, now)
      })
      await db.transaction(async (tx) => {
        for (let start = 0; start < planned.length; start += PRODUCTS_PER_STATEMENT) {
          await insertBatch(tx, random, planned.slice(start, start + PRODUCTS_PER_STATEMENT))
        }
      })
      done += planned.length
      options.onProgress?.(done, count)
    }
  }
  await (count >= REBUILD_INDEXES_FROM ? withoutProductIndexes(db, load) : load())
  await db.execute(sql`analyze`)
  await refreshCatalogStats(db)
  await db.execute(sql`analyze catalog_scope_stats`)
  return count
}
