import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The built-in payment page's memory of settled bills (paid or cancelled), in the
 * database so that every instance of the store shows a paid bill as paid.
 */
export const sandboxBills = pgTable('sandbox_bills', {
  billNo: text().primaryKey(),
  outcome: jsonb().notNull(),
  settledAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})
