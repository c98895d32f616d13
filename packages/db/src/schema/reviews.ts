import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { products } from './catalog'
import { users } from './members'
import { orderLines } from './orders'
import { staff } from './staff'

/**
 * A member's review of one line of their own completed order: one per line.
 * Deleting the account erases the member's reviews with it (docs/decisions/017, 030).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    orderLineId: integer()
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id),
    rating: smallint().notNull(),
    comment: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Hidden by staff (the back office's moderation): left out of the product page and its rating. */
    hiddenAt: timestamp({ withTimezone: true }),
    hiddenBy: integer().references(() => staff.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex().on(t.orderLineId),
    index().on(t.userId, t.createdAt),
    // The product page reads the latest reviews and the average of one product.
    index().on(t.productId, t.createdAt),
    check('reviews_rating', sql`${t.rating} between 1 and 5`),
  ],
)
