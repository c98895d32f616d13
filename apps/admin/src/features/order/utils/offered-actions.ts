import {
  ORDER_ACTIONS,
  bookOrderWaybill,
  handOverOrder,
  markOrderPacked,
  orderActionRefusal,
  setOrderWaybill,
} from '@store/contract/admin/order-actions'
import { cancelPaidOrder } from '@store/contract/admin/order-cancel'
import type { OrderAction } from '@store/contract/admin/order-actions'
import type { OrderDetail } from '@store/contract/admin/order-detail'
import type { StaffRole } from '@store/contract/admin/staff-roles'
import { canAct } from '@/lib/staff-access'

/** Each action's call: the roles it names are the roles it is offered to. */
const CALLS: Record<OrderAction, { roles: readonly StaffRole[] }> = {
  pack: markOrderPacked,
  'book-waybill': bookOrderWaybill,
  'set-waybill': setOrderWaybill,
  'hand-over': handOverOrder,
  cancel: cancelPaidOrder,
}

/**
 * The actions offered on an order: those the signed-in role may call and the
 * order's state allows, by the same rule the server refuses the others with.
 */
export function offeredActions(
  staff: { role: StaffRole } | null | undefined,
  order: OrderDetail,
): Set<OrderAction> {
  const state = {
    trx_ref: order.trx_ref,
    status: order.status,
    shipping_type: order.shipping_type,
    no_resi: order.shipping.no_resi,
    packed: order.shipping.packed_at !== null,
  }
  return new Set(
    ORDER_ACTIONS.filter(
      (action) => canAct(staff, CALLS[action].roles) && orderActionRefusal(action, state) === null,
    ),
  )
}

/** The slip and label are for whoever packs the parcel. */
export const mayPrint = (staff: { role: StaffRole } | null | undefined, order: OrderDetail) =>
  order.shipping_type === 'ONLINE_DELIVERY' && canAct(staff, markOrderPacked.roles)
