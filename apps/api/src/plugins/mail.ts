import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { Env } from '../env'
import { createMailer } from '../lib/mail/mailer'
import type { MailMessage, Mailer } from '../lib/mail/mailer'
import { keepForRetry } from '../jobs/retry-mail'

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer
  }
}

export function registerMail(app: FastifyInstance, env: Env) {
  app.decorate(
    'mailer',
    createMailer({
      from: env.MAIL_FROM,
      smtpUrl: env.SMTP_URL,
      mailDir: env.MAIL_DIR ?? join(env.DATA_DIR, 'mail'),
      log: app.log,
    }),
  )
}

/**
 * A mail that fails is never turned into a failed sign-up or a 500 the
 * shopper cannot act on: it is kept and tried again (jobs/retry-mail.ts).
 */
export async function sendQuietly(app: FastifyInstance, message: MailMessage) {
  try {
    await app.mailer.send(message)
  } catch (error) {
    await keepForRetry(app, message, error)
  }
}
