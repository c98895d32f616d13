import { RETURN_SHIPPING_CAP } from '@store/contract/returns'
import { refundOwed } from '../refunds/refund-rule'
import type { CancelledUnits, ChargedLine, ChargedOrder } from '../refunds/refund-rule'

/** What a return owes, split so a person can read it; `total` is the sum of the parts. */
export interface ReturnRefund {
  items: number
  promoShare: number
  /** The original order's shipping: only when the whole order comes back for the shop's fault. */
  shipping: number
  /** The buyer's return shipping, by the receipt, at most Rp 20.000. */
  returnShipping: number
  total: number
}

/**
 * The refund of returned units (decision 086), by the one refund rule of
 * decision 078: what those units were paid for, their bundle and promo
 * shares included. `lines` count as gone (`cancelledQty`) the units cancelled
 * or refunded by an earlier return, so a return never pays a unit twice. The
 * order's shipping is paid back only when the rule says every unit is now
 * back and the shop was at fault; the return's own shipping is added up to
 * the cap, on the receipt's amount.
 */
export function returnRefundOwed(
  order: ChargedOrder,
  lines: readonly ChargedLine[],
  units: CancelledUnits,
  terms: { shopAtFault: boolean; receiptAmount: number | null },
): ReturnRefund {
  const owed = refundOwed(order, lines, units)
  const shipping = terms.shopAtFault ? owed.shipping : 0
  const returnShipping = Math.min(Math.max(0, terms.receiptAmount ?? 0), RETURN_SHIPPING_CAP)
  return {
    items: owed.items,
    promoShare: owed.promoShare,
    shipping,
    returnShipping,
    total: owed.items - owed.promoShare + shipping + returnShipping,
  }
}
