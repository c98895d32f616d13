import { asc, eq, inArray, lte } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { mailOutbox } from '@store/db/schema'
import type { MailMessage } from '../lib/mail/mailer'
import { scheduleJob } from './jobs'

const BATCH = 20
const MINUTE = 60_000
/** Minutes before each further try: quickly at first, then hourly. */
const RETRY_MINUTES = [1, 5, 15, 30, 60]
/** A try in progress holds its mail this long, so a crash mid-send only delays it. */
const LEASE_MS = 60 * MINUTE
/** After this, a mail is dropped with an error in the log: its news is stale. */
const GIVE_UP_MS = 3 * 24 * 60 * MINUTE

type OutboxRow = typeof mailOutbox.$inferSelect

const retryAt = (now: Date, attempts: number) =>
  new Date(now.getTime() + (RETRY_MINUTES[attempts - 1] ?? RETRY_MINUTES.at(-1)!) * MINUTE)

const reasonOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500)

function messageOf(row: OutboxRow): MailMessage {
  return {
    to: row.toAddress,
    subject: row.subject,
    text: row.text,
    html: row.html,
    ...(row.unsubscribeUrl ? { unsubscribeUrl: row.unsubscribeUrl } : {}),
  }
}

/** Keeps a mail whose first try failed, to be tried again by the `retry-mail` job. */
export async function keepForRetry(app: FastifyInstance, message: MailMessage, error: unknown) {
  const now = app.clock.now()
  try {
    await app.db.insert(mailOutbox).values({
      toAddress: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      unsubscribeUrl: message.unsubscribeUrl ?? null,
      nextAttemptAt: retryAt(now, 1),
      lastError: reasonOf(error),
      createdAt: now,
    })
    app.log.warn({ err: error, subject: message.subject }, 'mail not sent yet; kept to try again')
  } catch (storeError) {
    app.log.error(
      { err: error, storeError, subject: message.subject },
      'mail could not be sent, nor kept to try again',
    )
  }
}

/**
 * Tries each kept mail that is due again: sent, it is deleted; refused, it
 * waits longer; after three days it is given up. Mails are claimed (their next
 * try moved an hour ahead) in a short transaction and sent after it, so two
 * instances never send one twice and the embedded database is never held
 * while a mail server answers.
 */
export async function retryKeptMail(app: FastifyInstance): Promise<number> {
  let delivered = 0
  for (;;) {
    const now = app.clock.now()
    const claimed = await app.db.transaction(async (tx) => {
      const due = tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(lte(mailOutbox.nextAttemptAt, now))
        .orderBy(asc(mailOutbox.id))
        .limit(BATCH)
        .for('update', { skipLocked: true })
      return tx
        .update(mailOutbox)
        .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
        .where(inArray(mailOutbox.id, due))
        .returning()
    })
    for (const row of claimed) {
      try {
        await app.mailer.send(messageOf(row))
        await app.db.delete(mailOutbox).where(eq(mailOutbox.id, row.id))
        delivered += 1
      } catch (error) {
        if (now.getTime() - row.createdAt.getTime() >= GIVE_UP_MS) {
          await app.db.delete(mailOutbox).where(eq(mailOutbox.id, row.id))
          app.log.error(
            { err: error, subject: row.subject, attempts: row.attempts + 1 },
            'mail given up after three days of tries',
          )
          continue
        }
        await app.db
          .update(mailOutbox)
          .set({
            attempts: row.attempts + 1,
            nextAttemptAt: retryAt(now, row.attempts + 1),
            lastError: reasonOf(error),
          })
          .where(eq(mailOutbox.id, row.id))
      }
    }
    if (claimed.length < BATCH) return delivered
  }
}

export function registerMailRetry(app: FastifyInstance) {
  scheduleJob(app, 'retry-mail', () => retryKeptMail(app), {
    intervalMs: MINUTE,
    firstRunMs: 15_000,
    done: 'kept mails sent',
  })
}
