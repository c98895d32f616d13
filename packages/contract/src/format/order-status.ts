import type { Locale } from '../locale'
import type { TrxStatus } from '../order-status'

/**
 * What the shop's order pages, the back office, the mails and the operator
 * call each status, in each language: the one place these words live. Bahasa
 * takes the words Indonesian shops use (the store's glossary).
 */
export const TRX_STATUS_NAMES: Record<Locale, Record<TrxStatus, string>> = {
  en: {
    WAITING_PAYMENT: 'Waiting for Payment',
    PAID: 'Paid',
    PROCESSED: 'Processed',
    SHIPPED: 'Shipped',
    READY_FOR_PICKUP: 'Ready for Pick-up',
    COMPLETED: 'Completed',
    CANCELLED: 'Cancelled',
    EXPIRED: 'Expired',
  },
  id: {
    WAITING_PAYMENT: 'Menunggu Pembayaran',
    PAID: 'Dibayar',
    PROCESSED: 'Diproses',
    SHIPPED: 'Dikirim',
    READY_FOR_PICKUP: 'Siap Diambil',
    COMPLETED: 'Selesai',
    CANCELLED: 'Dibatalkan',
    EXPIRED: 'Kedaluwarsa',
  },
}

/** The spec's English names, which the back office, the mails and the operator write. */
export const TRX_STATUS_LABELS = TRX_STATUS_NAMES.en

/**
 * How a status is coloured, by what it asks of a reader: the buyer still has
 * to pay (attention), the shop has work to do (info), the goods are on their
 * way or waiting at a showroom (progress), done, cancelled with money to
 * settle (critical), or lapsed without payment (neutral). Each app paints a
 * tone in its own palette; which status has which tone is decided here only.
 */
export type StatusTone = 'attention' | 'info' | 'progress' | 'success' | 'critical' | 'neutral'

export const TRX_STATUS_TONES: Record<TrxStatus, StatusTone> = {
  WAITING_PAYMENT: 'attention',
  PAID: 'info',
  PROCESSED: 'info',
  SHIPPED: 'progress',
  READY_FOR_PICKUP: 'progress',
  COMPLETED: 'success',
  CANCELLED: 'critical',
  EXPIRED: 'neutral',
}
