import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { productSizes } from './catalog'
import { users } from './members'

/**
 * One cart per owner: a device (guests) or a member. Exactly one of the two is
 * set; a member's cart goes with their account.
 */
export const carts = pgTable(
  'carts',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    deviceId: text(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex().on(t.deviceId),
    uniqueIndex().on(t.userId),
    // Pruning walks guest carts by age (docs/decisions/014).
    index('carts_guest_updated_idx')
      .on(t.updatedAt)
      .where(sql`device_id is not null`),
    check('carts_one_owner', sql`(device_id is null) <> (user_id is null)`),
  ],
)

/** A product in a size, once per cart: the unique key makes concurrent adds grow one line. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    cartId: integer()
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productSizeId: integer()
      .notNull()
      .references(() => productSizes.id, { onDelete: 'cascade' }),
    qty: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex().on(t.cartId, t.productSizeId),
    index().on(t.productSizeId),
    check('cart_items_qty_range', sql`${t.qty} between 1 and 99`),
  ],
)
