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

/**
 * Virtual account numbers the built-in page has issued: the simulated bank app finds the bill a
 * typed number pays, as a bank's switch finds the merchant's bill.
 */
export const sandboxVirtualAccounts = pgTable('sandbox_virtual_accounts', {
  vaNumber: text().primaryKey(),
  billNo: text().notNull(),
  channelUid: text().notNull(),
  /** The signed bill fields as the page received and checked them. */
  fields: jsonb().notNull(),
  issuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})
