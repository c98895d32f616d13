import type { FastifyInstance } from 'fastify'
import { REFUNDS_PAGE_SIZE, listRefunds, markRefundPaid } from '@store/contract/admin/refunds'
import type { LedgerRefund } from '@store/contract/admin/refunds'
import { formatRupiah } from '@store/contract/format/money'
import { parseWibText, toWibText } from '@store/contract/format/wib-text'
import { HttpError, badRequest, notFound } from '../../../lib/http-errors'
import { recordAudit } from '../../../lib/audit.repository'
import { registerCall } from '../../../lib/register-call'
import { languageOf } from '../../../lib/request-language'
import { sendQuietly } from '../../../lib/mail/send-quietly'
import { MAIL_WORDS } from '../../../i18n/words'
import { requireStaff } from '../../../plugins/auth'
import {
  findLedgerRefund,
  listLedger,
  listRefundChannels,
  settleRefund,
} from '../../../orders/refunds/ledger.repository'
import type { LedgerRow } from '../../../orders/refunds/ledger.repository'
import { refundPaidMail } from '../../../orders/refunds/refund-paid-mail'

const DAY_MS = 24 * 60 * 60 * 1000

function startOfDay(day: string | undefined, label: string): Date | undefined {
  if (!day) return undefined
  const start = parseWibText(`${day} 00:00`)
  if (!start) throw badRequest(`${label} is not a day of the calendar.`)
  return start
}

const ledgerRefundOf = ({ refund, ...row }: LedgerRow): LedgerRefund => ({
  id: refund.id,
  trx_ref: row.trxRef,
  buyer_name: row.buyerName,
  amount: refund.amount,
  reason: refund.reason,
  status: refund.settledAt ? 'PAID' : 'OWED',
  channel: refund.channel,
  recorded_by: row.recordedBy,
  created_at: toWibText(refund.createdAt),
  paid_at: refund.settledAt ? toWibText(refund.settledAt) : null,
  transfer_ref: refund.transferRef,
  paid_by: row.paidBy,
})

/**
 * The refunds ledger (decision 079), for the roles that handle money: the
 * list, and marking a refund paid with its transfer reference, conditional
 * on it still being owed (of two staff at once one wins, the other is told
 * who did), audited in the same transaction; the buyer is told by mail.
 */
export function refundRoutes(app: FastifyInstance) {
  registerCall(app, listRefunds, async (query) => {
    const since = startOfDay(query.from, 'The first day')
    const lastDay = startOfDay(query.to, 'The last day')
    const until = lastDay && new Date(lastDay.getTime() + DAY_MS)
    if (since && until && since >= until)
      throw badRequest('The first day must not come after the last day.')
    const filter = { status: query.status, channel: query.channel, since, until }
    const [ledger, channels] = await Promise.all([
      listLedger(app.db, filter, {
        limit: REFUNDS_PAGE_SIZE,
        offset: (query.page - 1) * REFUNDS_PAGE_SIZE,
      }),
      listRefundChannels(app.db),
    ])
    return {
      data: {
        refunds: ledger.rows.map(ledgerRefundOf),
        page: query.page,
        per_page: REFUNDS_PAGE_SIZE,
        total: ledger.total,
        total_amount: ledger.amount,
        channels,
      },
    }
  })

  registerCall(app, markRefundPaid, async ({ id, transfer_ref: transferRef }, request) => {
    const staff = requireStaff(request)
    const now = app.clock.now()
    const settled = await app.db.transaction(async (tx) => {
      const row = await findLedgerRefund(tx, id)
      if (!row) throw notFound((l) => MAIL_WORDS[l].refunds_no_refund({ id }))
      if (!(await settleRefund(tx, id, { transferRef, staffId: staff.id, now }))) return false
      await recordAudit(tx, staff, {
        action: 'refund.mark-paid',
        entity: 'order',
        entityId: row.trxRef,
        before: { refund: id, status: 'OWED' },
        after: { refund: id, status: 'PAID', amount: row.refund.amount, transfer_ref: transferRef },
        at: now,
      })
      return true
    })
    const row = await findLedgerRefund(app.db, id)
    if (!row) throw notFound((l) => MAIL_WORDS[l].refunds_no_refund({ id }))
    if (!settled)
      throw new HttpError(409, (l) =>
        MAIL_WORDS[l].refunds_already_paid({
          who: row.paidBy ?? '-',
          transfer: row.refund.transferRef ?? '-',
        }),
      )
    await sendQuietly(app, refundPaidMail(row))
    const language = languageOf(request.headers['accept-language'])
    const amount = formatRupiah(row.refund.amount, language)
    return {
      data: {
        message: MAIL_WORDS[language].refunds_marked_paid({ amount, ref: row.trxRef }),
        refund: ledgerRefundOf(row),
      },
    }
  })
}
