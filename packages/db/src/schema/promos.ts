import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { products } from './catalog'

/** Promo bundles: enough matching items in the cart earn a discount (docs/decisions/012). */
export const promoBundles = pgTable(
  'promo_bundles',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    name: text().notNull(),
    description: text().notNull(),
    bundlingItemCount: smallint().notNull(),
    discPercent: smallint().notNull().default(0),
    discNominal: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    sortOrder: smallint().notNull().default(0),
  },
  (t) => [
    check('promo_bundles_count', sql`${t.bundlingItemCount} >= 1`),
    check('promo_bundles_percent', sql`${t.discPercent} between 0 and 100`),
    check('promo_bundles_nominal', sql`${t.discNominal} >= 0`),
  ],
)

/** What a bundle counts: a group, a sub-category or one product; only its type's id is set. */
export const promoBundleProducts = pgTable(
  'promo_bundle_products',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    promoBundleId: integer()
      .notNull()
      .references(() => promoBundles.id, { onDelete: 'cascade' }),
    bundlingType: text({ enum: ['GROUP', 'SUB_GROUP', 'PRODUCT'] }).notNull(),
    groupId: integer(),
    categorySubId: integer(),
    productId: integer().references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index().on(t.promoBundleId),
    check(
      'promo_bundle_products_one_target',
      sql`(bundling_type = 'GROUP' and group_id is not null and category_sub_id is null and product_id is null)
       or (bundling_type = 'SUB_GROUP' and category_sub_id is not null and group_id is null and product_id is null)
       or (bundling_type = 'PRODUCT' and product_id is not null and group_id is null and category_sub_id is null)`,
    ),
  ],
)
