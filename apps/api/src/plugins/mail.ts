import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { Env } from '../env'
import { createMailer } from '../lib/mail/mailer'
import type { Mailer } from '../lib/mail/mailer'

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
