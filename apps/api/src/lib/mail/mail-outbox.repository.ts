import { asc, count, eq, inArray, lte } from 'drizzle-orm'
import type { Executor, Transaction } from '@store/db/client'
import { mailOutbox } from '@store/db/schema'

export type KeptMail = typeof mailOutbox.$inferSelect

export async function insertKeptMail(db: Executor, mail: typeof mailOutbox.$inferInsert) {
  await db.insert(mailOutbox).values(mail)
}

/**
 * Claims up to `limit` kept mails due by `now` by moving their next try to
 * `leaseUntil`; rows another transaction is claiming are skipped.
 */
export function claimDueMails(tx: Transaction, now: Date, leaseUntil: Date, limit: number) {
  const due = tx
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(lte(mailOutbox.nextAttemptAt, now))
    .orderBy(asc(mailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true })
  return tx
    .update(mailOutbox)
    .set({ nextAttemptAt: leaseUntil })
    .where(inArray(mailOutbox.id, due))
    .returning()
}

export async function deleteKeptMail(db: Executor, id: number) {
  await db.delete(mailOutbox).where(eq(mailOutbox.id, id))
}

/** Records a failed try and when to try next. */
export async function postponeKeptMail(
  db: Executor,
  id: number,
  next: { attempts: number; nextAttemptAt: Date; lastError: string },
) {
  await db.update(mailOutbox).set(next).where(eq(mailOutbox.id, id))
}

/** Mails kept until the mail server takes them: the outbox's depth. */
export async function countKeptMails(db: Executor): Promise<number> {
  const [row] = await db.select({ kept: count() }).from(mailOutbox)
  return row?.kept ?? 0
}
