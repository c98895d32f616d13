import { formatDateTime } from '@store/contract/format/date-time'
import { formatRupiah } from '@store/contract/format/money'
import { toWibText } from '@store/contract/format/wib-text'
import type { PaymentGuide } from '@store/contract/payment-guide'
import { MAIL_WORDS } from '../../i18n/words'
import { composeMail } from '../../lib/mail/templates'
import type { MailMessage } from '../../lib/mail/mailer'
import type { OrderRow } from '../order.repository'

type Words = (typeof MAIL_WORDS)['en']

const bankOf = (channelName: string) => channelName.replace(/ (Virtual Account|VA)$/, '')
const grouped = (code: string) => code.replace(/(\d{4})(?=\d)/g, '$1 ')

/** The steps of the channel the shopper chose (decision 088), or how to choose one. */
function reminderSteps(guide: PaymentGuide | null, amount: string, words: Words): string[] {
  const merchant = guide?.payment_data.merchant_name ?? 'KAINARA'
  const name = guide?.channel_name ?? ''
  const code = guide?.pay_code ?? null
  switch (guide?.channel_kind ?? null) {
    case 'va':
      return [
        words.reminder_step_va_open({ bank: bankOf(name) }),
        code
          ? words.reminder_step_va_enter({ number: grouped(code) })
          : words.reminder_step_va_enter_page(),
        words.reminder_step_check({ amount, merchant }),
      ]
    case 'qris':
      return [words.reminder_step_qris(), words.reminder_step_check({ amount, merchant })]
    case 'ewallet':
      return [words.reminder_step_ewallet({ wallet: name, merchant, amount })]
    case 'retail':
      return [words.reminder_step_retail({ store: name, merchant, amount })]
    case 'card':
      return [words.reminder_step_card()]
    case 'paylater':
      return [words.reminder_step_paylater({ provider: name, amount })]
    default:
      return [words.reminder_step_choose(), words.reminder_step_follow()]
  }
}

/**
 * The reminder before an unpaid order's hold ends (decision 100), in the order's language: when
 * it lapses, the amount, the chosen channel's steps and the order's page, where the bill opens again.
 */
export function paymentReminderMail(
  order: OrderRow,
  guide: PaymentGuide | null,
  url: string,
): MailMessage {
  const words = MAIL_WORDS[order.language]
  const due = formatDateTime(toWibText(order.expiresAt), order.language)
  const amount = formatRupiah(order.grandTotal, order.language)
  const name = guide?.channel_name
  const channel = name ? words.reminder_channel({ channel: name }) : ''
  const steps = reminderSteps(guide, amount, words).map((step, index) => `${index + 1}. ${step}`)
  const body = {
    paragraphs: [
      words.reminder_intro({ ref: order.trxRef, due }),
      words.reminder_pay_before({ amount, due, channel }),
      words.reminder_steps(),
      ...steps,
    ],
    action: { label: words.reminder_action(), url },
    footer: { text: words.reminder_ignore() },
  }
  const greeting = words.mail_hello({ name: order.buyerName })
  return composeMail(
    order.buyerEmail,
    words.reminder_subject({ ref: order.trxRef }),
    greeting,
    body,
    order.language,
  )
}

/** The member's notification beside the mail. */
export function paymentReminderNotice(order: OrderRow) {
  const words = MAIL_WORDS[order.language]
  const due = formatDateTime(toWibText(order.expiresAt), order.language)
  return {
    title: words.reminder_title(),
    body: words.reminder_body({ ref: order.trxRef, due }),
  }
}
