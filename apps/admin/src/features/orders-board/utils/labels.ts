import * as m from '#messages'
import type { OrderGroup, PaymentState } from '@store/contract/admin/orders-board'

/** The board's groups in the back office's language (the contract keeps the English for the CSV). */
export const ORDER_GROUP_LABELS: Record<OrderGroup, string> = {
  to_pack: m.group_to_pack(),
  packed: m.group_packed(),
  pickup_to_prepare: m.group_pickup_to_prepare(),
  ready_for_pickup: m.group_ready_for_pickup(),
  waiting_payment: m.group_waiting_payment(),
  shipped: m.group_shipped(),
  completed: m.group_completed(),
  closed: m.group_closed(),
}

export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  waiting: m.payment_waiting(),
  paid: m.payment_paid(),
  failed: m.payment_failed(),
}
