import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'
import type { Transporter } from 'nodemailer'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html: string
  /** Where the recipient stops newsletter mail (RFC 8058 List-Unsubscribe). */
  unsubscribeUrl?: string
}

export interface Mailer {
  send(message: MailMessage): Promise<void>
}

export interface MailerOptions {
  from: string
  /** smtp(s)://… sends through that server; without it each mail becomes an .eml file in `mailDir`. */
  smtpUrl?: string | undefined
  mailDir: string
  log: FastifyBaseLogger
}

/**
 * Outgoing e-mail for every feature. Without an SMTP server the shop still
 * works: each message is written as a standard .eml file (open it in any mail
 * program) and logged, so nothing is lost before a mail server is set up.
 */
export function createMailer({ from, smtpUrl, mailDir, log }: MailerOptions): Mailer {
  const transport: Transporter = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })

  return {
    async send(message) {
      const info = (await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        // Images written as data: URLs (the pick-up QR) go as inline attachments.
        attachDataUrls: true,
        ...(message.unsubscribeUrl ? { list: { unsubscribe: message.unsubscribeUrl } } : {}),
      })) as { messageId: string; message?: Buffer }
      if (smtpUrl || !info.message) {
        log.info({ to: message.to, subject: message.subject }, 'mail sent')
        return
      }
      await mkdir(mailDir, { recursive: true })
      const stamp = new Date().toISOString().replace(/[:.]/g, '-')
      const file = join(mailDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`)
      await writeFile(file, info.message)
      log.info({ to: message.to, subject: message.subject, file }, 'mail written')
    },
  }
}
