import type { FastifyInstance, FastifyRequest } from 'fastify'
import Papa from 'papaparse'
import { NEWSLETTER_CSV_COLUMNS, exportNewsletterCsv } from '@store/contract/admin/newsletter'
import { toWibText } from '@store/contract/format/wib-text'
import { authenticate } from '../../../plugins/auth'
import { listConfirmedSubscribers } from './subscribers.repository'

/** A cell a spreadsheet would run as a formula (= + - @, or a tab or return first) is kept as text. */
export const spreadsheetSafe = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell)

/** The confirmed subscribers as CSV (OWNER and STAFF), for the mailing tool. */
export function newsletterExportRoutes(app: FastifyInstance) {
  app.get(
    `/${exportNewsletterCsv.path}`,
    {
      schema: { hide: true },
      onRequest: (request: FastifyRequest) => authenticate(request, exportNewsletterCsv),
    },
    async (_request, reply) => {
      const subscribers = await listConfirmedSubscribers(app.db)
      const data = subscribers.map((row) =>
        [
          row.email,
          row.memberName ?? '',
          toWibText(row.subscribedAt),
          row.confirmedAt ? toWibText(row.confirmedAt) : '',
        ].map(spreadsheetSafe),
      )
      const text = Papa.unparse({ fields: [...NEWSLETTER_CSV_COLUMNS], data }, { newline: '\r\n' })
      const day = toWibText(app.clock.now(), 'day').replace(/-/g, '')
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="kainara-newsletter-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(`\ufeff${text}`)
    },
  )
}
