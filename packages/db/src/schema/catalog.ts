import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { PRODUCT_STATUSES } from '@store/contract/admin/product-publishing'
import { tsvector } from './columns'

export const categories = pgTable('categories', {
  id: integer().primaryKey(),
  name: text().notNull(),
  /** Bahasa Indonesia beside the English; null while untranslated, and the English is shown (decision 069). */
  nameBahasa: text(),
  slug: text().notNull().unique(),
  coverImageUrl: text().notNull(),
  coverText: text().notNull(),
  coverTextBahasa: text(),
  sortOrder: smallint().notNull().default(0),
})

export const categorySubs = pgTable(
  'category_subs',
  {
    id: integer().primaryKey(),
    categoryId: integer()
      .notNull()
      .references(() => categories.id),
    name: text().notNull(),
    nameBahasa: text(),
    showCover: boolean().notNull().default(false),
    coverImageUrl: text().notNull(),
    coverText: text().notNull(),
    coverTextBahasa: text(),
    sortOrder: smallint().notNull().default(0),
  },
  (t) => [index().on(t.categoryId)],
)

/** Merchandise groups (Kids is 3) and sub-groups, used by promo bundles too. */
export const productGroups = pgTable('product_groups', {
  id: integer().primaryKey(),
  name: text().notNull(),
})

export const productSubGroups = pgTable('product_sub_groups', {
  id: integer().primaryKey(),
  groupId: integer()
    .notNull()
    .references(() => productGroups.id),
  name: text().notNull(),
})

export const products = pgTable(
  'products',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    productCode: text().notNull(),
    productName: text().notNull(),
    shortDescription: text().notNull(),
    detailedDescription: text().notNull(),
    /** Bahasa Indonesia beside the English; null while untranslated, and the English is shown (decision 069). */
    productNameBahasa: text(),
    shortDescriptionBahasa: text(),
    detailedDescriptionBahasa: text(),
    retailPrice: integer().notNull(),
    netPrice: integer().notNull(),
    discPercent: smallint().notNull().default(0),
    discNominal: integer().notNull().default(0),
    /**
     * The direct discount staff set, and its optional window. disc_percent and
     * disc_nominal hold it while the window is open and 0 outside it; the
     * apply-discounts job moves them at each edge (docs/decisions/041).
     */
    plannedDiscPercent: smallint().notNull().default(0),
    plannedDiscNominal: integer().notNull().default(0),
    discStartsAt: timestamp({ withTimezone: true }),
    discEndsAt: timestamp({ withTimezone: true }),
    // Mirrors finalPrice() of @store/contract/pricing so lists sort and filter by it in SQL.
    finalPrice: integer()
      .notNull()
      .generatedAlwaysAs(
        sql`greatest(0, round(net_price * (100 - disc_percent) / 100.0)::integer - disc_nominal)`,
      ),
    categoryId: integer()
      .notNull()
      .references(() => categories.id),
    categorySubId: integer()
      .notNull()
      .references(() => categorySubs.id),
    groupId: integer()
      .notNull()
      .references(() => productGroups.id),
    subGroupId: integer()
      .notNull()
      .references(() => productSubGroups.id),
    colour: text().notNull(),
    colourBahasa: text(),
    sizeChartUrl: text(),
    /**
     * DRAFT until staff publish it (at once, or at `publishAt` through the
     * publish-products job), PUBLISHED on the shop, ARCHIVED taken off it
     * (decision 090). A new product starts as a draft.
     */
    status: text({ enum: PRODUCT_STATUSES }).notNull().default('DRAFT'),
    /** A draft's scheduled publish time; null when none is planned. */
    publishAt: timestamp({ withTimezone: true }),
    // What every shopper read filters on: derived, so no path can show a draft by forgetting a check.
    isActive: boolean()
      .notNull()
      .generatedAlwaysAs(sql`status = 'PUBLISHED'`),
    weightGrams: integer().notNull().default(300),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector()
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', coalesce(product_name, '')), 'A') || setweight(to_tsvector('simple', coalesce(product_code, '')), 'A') || setweight(to_tsvector('english', coalesce(colour, '')), 'B') || setweight(to_tsvector('english', coalesce(short_description, '')), 'C') || setweight(to_tsvector('english', coalesce(detailed_description, '')), 'D')`,
      ),
    // A corrected search is a guess and matches names only (decision 019); a column, so the planner has its statistics.
    nameVector: tsvector()
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('english', coalesce(product_name, ''))`),
    /**
     * The Bahasa texts, weighted as their English columns are, and parsed with
     * the same configuration as every search, so one query matches either
     * language and each language can be ranked on its own (decision 069).
     */
    searchVectorBahasa: tsvector()
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', coalesce(product_name_bahasa, '')), 'A') || setweight(to_tsvector('english', coalesce(colour_bahasa, '')), 'B') || setweight(to_tsvector('english', coalesce(short_description_bahasa, '')), 'C') || setweight(to_tsvector('english', coalesce(detailed_description_bahasa, '')), 'D')`,
      ),
    nameVectorBahasa: tsvector()
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('english', coalesce(product_name_bahasa, ''))`),
  },
  (t) => [
    uniqueIndex().on(t.productCode),
    check('products_status_check', sql`status in ('DRAFT', 'PUBLISHED', 'ARCHIVED')`),
    index('products_publish_due_idx')
      .on(t.publishAt)
      .where(sql`status = 'DRAFT' and publish_at is not null`),
    // One index per (filter, sort) the list offers, so a page costs the same at any catalogue size.
    // NOTE: DESC NULLS FIRST is what `order by x desc` means; Drizzle's default NULLS LAST could not serve it.
    index('products_newest_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`is_active`),
    index('products_price_idx')
      .on(t.finalPrice, t.id)
      .where(sql`is_active`),
    index('products_category_newest_idx')
      .on(t.categoryId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`is_active`),
    index('products_category_price_idx')
      .on(t.categoryId, t.finalPrice, t.id)
      .where(sql`is_active`),
    index('products_sub_newest_idx')
      .on(t.categorySubId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`is_active`),
    index('products_sub_price_idx')
      .on(t.categorySubId, t.finalPrice, t.id)
      .where(sql`is_active`),
    index('products_group_newest_idx')
      .on(t.groupId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`is_active`),
    index('products_group_price_idx')
      .on(t.groupId, t.finalPrice, t.id)
      .where(sql`is_active`),
    index('products_sale_newest_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`is_active and final_price < retail_price`),
    index('products_sale_price_idx')
      .on(t.finalPrice, t.id)
      .where(sql`is_active and final_price < retail_price`),
    index('products_search_idx').using('gin', t.searchVector),
    index('products_name_search_idx').using('gin', t.nameVector),
    index('products_search_bahasa_idx').using('gin', t.searchVectorBahasa),
    index('products_name_search_bahasa_idx').using('gin', t.nameVectorBahasa),
    index('products_name_trgm_idx').using('gin', sql`product_name gin_trgm_ops`),
    // Lets the code-prefix arm of a search (product_code ilike 'x%') use an index too.
    index('products_code_trgm_idx').using('gin', sql`product_code gin_trgm_ops`),
  ],
)

export const productImages = pgTable(
  'product_images',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    imageUrl: text().notNull(),
    imageType: text({ enum: ['COVER', 'GALLERY'] }).notNull(),
    sortOrder: smallint().notNull().default(0),
  },
  (t) => [index().on(t.productId, t.sortOrder)],
)

export const productSizes = pgTable(
  'product_sizes',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sizeCode: text().notNull(),
    sizeName: text().notNull(),
    /** Only where the size's name is a word ('All Size'); codes read the same in both languages. */
    sizeNameBahasa: text(),
    sortOrder: smallint().notNull().default(0),
    /** Staff may withdraw a size whatever its stock; the shop shows it disabled. */
    isAvailable: boolean().notNull().default(true),
  },
  (t) => [uniqueIndex().on(t.productId, t.sizeCode), index().on(t.sizeCode)],
)

export const relatedProducts = pgTable(
  'related_products',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    relatedProductId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sortOrder: smallint().notNull().default(0),
  },
  (t) => [uniqueIndex().on(t.productId, t.relatedProductId)],
)

/**
 * Counts and facets per list scope (all, a category, a sub-category, a group,
 * sale), rebuilt whenever the catalogue changes, so a list page never counts
 * the whole catalogue per request.
 */
export const catalogScopeStats = pgTable('catalog_scope_stats', {
  scope: text().primaryKey(),
  productCount: integer().notNull(),
  facets: jsonb().notNull(),
})
