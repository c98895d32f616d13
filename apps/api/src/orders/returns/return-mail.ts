import { formatRupiah } from '@store/contract/format/money'
import { MAIL_WORDS } from '../../i18n/words'
import type { OrderRow } from '../order.repository'
import type { ReturnNews } from './return-news.repository'
import { returnStateWord } from './return-words'

/** The words of a return's step, in the order's language: what happens now and what to do. */
export function returnEventMessage(order: OrderRow, news: ReturnNews | undefined) {
  const locale = order.language
  const words = MAIL_WORDS[locale]
  const ref = order.trxRef
  const notification = { title: words.returns_title(), body: words.returns_body({ ref }) }
  if (!news) return { subject: notification.title, paragraphs: [notification.body], notification }
  const { row, showroom } = news
  const place = { returnRef: row.returnRef, showroom: showroom.name, address: showroom.address }
  const hours = words.store_hours()
  const state = returnStateWord(locale, row.state)
  const next = (): string[] => {
    switch (row.state) {
      case 'REQUESTED':
        return [
          row.way === 'COURIER'
            ? words.returns_mail_courier(place)
            : words.returns_mail_counter({ ...place, hours }),
        ]
      case 'REFUSED':
        return [words.returns_mail_refused({ reason: row.refusalReason ?? '-' })]
      case 'EXCHANGE_SHIPPED':
        return [words.returns_mail_shipped({ resi: row.exchangeNoResi ?? '-' })]
      case 'EXCHANGE_READY':
        return [words.returns_mail_ready({ showroom: showroom.name, hours })]
      case 'REFUND_RECORDED':
        return [words.returns_mail_refund({ amount: formatRupiah(news.refundAmount ?? 0, locale) })]
      default:
        return []
    }
  }
  return {
    subject: words.returns_mail_subject({ returnRef: row.returnRef, ref }),
    paragraphs: [words.returns_mail_state({ returnRef: row.returnRef, ref, state }), ...next()],
    notification,
  }
}
