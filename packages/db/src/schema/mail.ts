import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Mail that could not be sent when it was written (the SMTP server down or
 * refusing), kept until a later try delivers it (docs/decisions/034). A mail
 * sent at the first try is never stored.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    unsubscribeUrl: text(),
    /** Tries so far, the first one included. */
    attempts: integer().notNull().default(1),
    /** When it may be tried again; a try in progress holds it an hour ahead. */
    nextAttemptAt: timestamp({ withTimezone: true }).notNull(),
    lastError: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.nextAttemptAt)],
)
