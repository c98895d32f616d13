import type { FastifyInstance } from 'fastify'
import type { MailMessage } from '../lib/mail/mailer'
import { MAIL_RETRIES, retryDelay } from '../lib/retry-schedule'
import { claimDueMails, deleteKeptMail, postponeKeptMail } from '../lib/mail/mail-outbox.repository'
import type { KeptMail } from '../lib/mail/mail-outbox.repository'
import { failureReason } from '../lib/mail/send-quietly'

const BATCH = 20
const MINUTE = 60_000
/** A try in progress holds its mail this long, so a crash mid-send only delays it. */
const LEASE_MS = 60 * MINUTE
/** After this, a mail is dropped with an error in the log: its news is stale. */
const GIVE_UP_MS = 3 * 24 * 60 * MINUTE

const after = (at: Date, ms: number) => new Date(at.getTime() + ms)

function messageOf(row: KeptMail): MailMessage {
  return {
    to: row.toAddress,
    subject: row.subject,
    text: row.text,
    html: row.html,
    ...(row.unsubscribeUrl ? { unsubscribeUrl: row.unsubscribeUrl } : {}),
  }
}

/** One kept mail tried again: sent, it is deleted; refused, it waits longer or, stale, is dropped. */
async function tryAgain(app: FastifyInstance, row: KeptMail, now: Date): Promise<boolean> {
  try {
    await app.mailer.send(messageOf(row))
    await deleteKeptMail(app.db, row.id)
    return true
  } catch (error) {
    const attempts = row.attempts + 1
    if (now.getTime() - row.createdAt.getTime() >= GIVE_UP_MS) {
      await deleteKeptMail(app.db, row.id)
      app.log.error(
        { err: error, subject: row.subject, attempts },
        'mail given up after three days of tries',
      )
      return false
    }
    await postponeKeptMail(app.db, row.id, {
      attempts,
      nextAttemptAt: after(now, retryDelay(MAIL_RETRIES, attempts)),
      lastError: failureReason(error),
    })
    return false
  }
}

/**
 * Tries each kept mail that is due again. Mails are claimed (their next try
 * moved an hour ahead) in a short transaction and sent after it, so two
 * instances never send one twice and the embedded database is never held
 * while a mail server answers.
 */
export async function retryKeptMail(app: FastifyInstance, now: Date): Promise<number> {
  let delivered = 0
  for (;;) {
    const claimed = await app.db.transaction((tx) =>
      claimDueMails(tx, now, after(now, LEASE_MS), BATCH),
    )
    for (const row of claimed) if (await tryAgain(app, row, now)) delivered += 1
    if (claimed.length < BATCH) return delivered
  }
}
