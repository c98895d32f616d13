import type { FastifyInstance } from 'fastify'
import { MAIL_RETRIES, retryDelay } from '../retry-schedule'
import { insertKeptMail } from './mail-outbox.repository'
import type { MailMessage } from './mailer'

type MailDeps = Pick<FastifyInstance, 'mailer' | 'clock' | 'db' | 'log'>

/** Why a mail server refused, as kept beside the mail for its next try. */
export const failureReason = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500)

/** Keeps a mail whose first try failed, to be tried again by the `retry-mail` job. */
export async function keepForRetry(app: MailDeps, message: MailMessage, error: unknown) {
  const now = app.clock.now()
  try {
    await insertKeptMail(app.db, {
      toAddress: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      unsubscribeUrl: message.unsubscribeUrl ?? null,
      nextAttemptAt: new Date(now.getTime() + retryDelay(MAIL_RETRIES, 1)),
      lastError: failureReason(error),
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
 * A mail that fails is never turned into a failed sign-up or a 500 the
 * shopper cannot act on: it is kept and tried again (jobs/retry-mail.ts).
 */
export async function sendQuietly(app: MailDeps, message: MailMessage) {
  try {
    await app.mailer.send(message)
  } catch (error) {
    await keepForRetry(app, message, error)
  }
}
