import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { productSizes } from './catalog'
import { subdistricts } from './regions'

export const showroomRegions = pgTable('showroom_regions', {
  id: integer().primaryKey(),
  regionName: text().notNull(),
  sortOrder: smallint().notNull().default(0),
})

export const showrooms = pgTable(
  'showrooms',
  {
    id: integer().primaryKey(),
    showroomRegionId: integer()
      .notNull()
      .references(() => showroomRegions.id),
    showroomName: text().notNull(),
    address1: text().notNull(),
    address2: text().notNull(),
    address3: text().notNull(),
    mapsUrl: text().notNull(),
    phone: text().notNull(),
    /** A hub ships online orders; its courier origin code is hubCode. */
    isHub: boolean().notNull().default(false),
    hubCode: text(),
    subdistrictId: integer().references(() => subdistricts.id),
    isActive: boolean().notNull().default(true),
    sortOrder: smallint().notNull().default(0),
  },
  (t) => [index().on(t.showroomRegionId)],
)

/** Units of one size of one product held by one showroom. */
export const stocks = pgTable(
  'stocks',
  {
    productSizeId: integer()
      .notNull()
      .references(() => productSizes.id, { onDelete: 'cascade' }),
    showroomId: integer()
      .notNull()
      .references(() => showrooms.id),
    qty: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productSizeId, t.showroomId] }),
    index().on(t.showroomId),
    check('stocks_qty_not_negative', sql`${t.qty} >= 0`),
  ],
)
