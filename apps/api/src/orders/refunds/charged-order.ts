import type { Executor } from '@store/db/client'
import type { OrderLineRow, OrderRow } from '../order.repository'
import { findPromoCategory } from '../place/promo-code.repository'
import type { ChargedLine, ChargedOrder } from './refund-rule'

/** The order's money as the refund rule reads it, from the figures stored when it was placed. */
export async function chargedOrderOf(db: Executor, order: OrderRow): Promise<ChargedOrder> {
  const promoOn =
    order.promoCodeId !== null && order.promoDiscount > 0
      ? await findPromoCategory(db, order.promoCodeId)
      : null
  return {
    itemsTotal: order.itemsTotal,
    shippingCost: order.shippingCost,
    promoDiscount: order.promoDiscount,
    promoOn,
  }
}

export const chargedLinesOf = (lines: readonly OrderLineRow[]): ChargedLine[] =>
  lines.map(({ id, qty, subtotal, cancelledQty }) => ({ id, qty, subtotal, cancelledQty }))
