import { formatRupiah } from '@store/contract/format/money'
import { composeMail } from '../../lib/mail/templates'
import type { MailMessage } from '../../lib/mail/mailer'
import { MAIL_WORDS } from '../../i18n/words'
import type { LedgerRow } from './ledger.repository'

/** The buyer's mail that a refund was paid, in the order's language. */
export function refundPaidMail(row: LedgerRow): MailMessage {
  const words = MAIL_WORDS[row.language]
  const ref = row.trxRef
  const amount = formatRupiah(row.refund.amount, row.language)
  const transfer = row.refund.transferRef ?? '-'
  return composeMail(
    row.buyerEmail,
    words.refund_paid_subject({ ref }),
    words.mail_hello({ name: row.buyerName }),
    { paragraphs: [words.refund_paid_sent({ amount, ref, transfer }), words.refund_paid_when()] },
    row.language,
  )
}
