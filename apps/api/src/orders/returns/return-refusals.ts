import { PAID_TRX_STATUSES } from '@store/contract/order-status'
import { toWibText } from '@store/contract/format/wib-text'
import type { Said } from '../../lib/http-errors'
import { MAIL_WORDS } from '../../i18n/words'
import type { OrderRow } from '../order.repository'
import { returnWindow } from './return-window'

/**
 * Why an order cannot be returned at `now`, in words, or null: it must be
 * paid, not cancelled, received (a courier parcel delivered by its tracking,
 * a pick-up handed over: both COMPLETED) and inside its window (decision 087).
 */
export function returnRefusal(order: OrderRow, now: Date): Said | null {
  const ref = order.trxRef
  if (order.status === 'CANCELLED' || order.status === 'EXPIRED')
    return (l) => MAIL_WORDS[l].returns_order_cancelled({ ref })
  if (!PAID_TRX_STATUSES.includes(order.status))
    return (l) => MAIL_WORDS[l].returns_order_unpaid({ ref })
  if (order.status !== 'COMPLETED' || !order.completedAt)
    return (l) => MAIL_WORDS[l].returns_not_received({ ref })
  const { closesAt } = returnWindow(order.completedAt)
  if (now >= closesAt) {
    const closes = toWibText(closesAt, 'minute')
    return (l) => MAIL_WORDS[l].returns_window_closed({ ref, closes })
  }
  return null
}
