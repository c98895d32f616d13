import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  to: string
  subject: string
  text: string
  html: string
  headers: Map<string, unknown>
  /** Attached files; an inline image keeps its cid, and `html` still names it as cid:…. */
  attachments: { contentType: string; cid: string | null; inline: boolean; content: Buffer }[]
}

/**
 * A real SMTP server on a free loopback port for one test file: the app sends
 * through nodemailer exactly as in production (SMTP_URL), and tests read what
 * arrived.
 */
export async function startMailServer() {
  const received: ReceivedMail[] = []
  const waiters: (() => void)[] = []
  let refusing = false
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // As a mail server that is down for maintenance or over its limits answers.
    onRcptTo(_address, _session, callback) {
      if (!refusing) return callback()
      callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }))
    },
    onData(stream, _session, callback) {
      simpleParser(stream, { keepCidLinks: true })
        .then((mail) => {
          const to = Array.isArray(mail.to) ? mail.to[0] : mail.to
          received.push({
            to: to?.value[0]?.address ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            headers: mail.headers,
            attachments: mail.attachments.map((file) => ({
              contentType: file.contentType,
              cid: file.cid ?? null,
              inline: file.contentDisposition === 'inline',
              content: file.content,
            })),
          })
          for (const wake of waiters.splice(0)) wake()
          callback()
        })
        .catch(callback)
    },
  })
  // A sender that drops its connection (a store instance killed mid-send) is no fault of this
  // server; unheard, the socket's error would end the test process.
  server.on('error', () => undefined)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo

  /** The mails to an address, waiting (up to 10 s) until at least `count` have arrived. */
  async function mailsTo(address: string, count = 1): Promise<ReceivedMail[]> {
    const deadline = Date.now() + 10_000
    for (;;) {
      const mails = received.filter((mail) => mail.to === address)
      if (mails.length >= count) return mails
      if (Date.now() > deadline) throw new Error(`no mail to ${address} after 10 s`)
      await new Promise<void>((resolve) => {
        waiters.push(resolve)
        setTimeout(resolve, 200)
      })
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    mailsTo,
    /** While on, every mail is refused with a temporary error (451). */
    refuse: (on: boolean) => {
      refusing = on
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
export type MailServer = Awaited<ReturnType<typeof startMailServer>>
