import * as m from '#messages'
import type { ReturnState, ReturnWay, ReturnWish } from '@store/contract/returns'

export const STATE_WORDS: Readonly<Record<ReturnState, () => string>> = {
  REQUESTED: m.returns_state_requested,
  APPROVED: m.returns_state_approved,
  REFUSED: m.returns_state_refused,
  RECEIVED: m.returns_state_received,
  RESTOCKED: m.returns_state_restocked,
  EXCHANGE_SHIPPED: m.returns_state_exchange_shipped,
  EXCHANGE_READY: m.returns_state_exchange_ready,
  REFUND_RECORDED: m.returns_state_refund_recorded,
  CLOSED: m.returns_state_closed,
}

export const WISH_WORDS: Readonly<Record<ReturnWish, () => string>> = {
  EXCHANGE: m.returns_wish_exchange,
  REFUND: m.returns_wish_refund,
}

export const WAY_WORDS: Readonly<Record<ReturnWay, () => string>> = {
  COURIER: m.returns_way_courier,
  COUNTER: m.returns_way_counter,
}

/** The audit log's words for a return's moves (the audit page names the same actions). */
const ACTION_WORDS: Readonly<Record<string, () => string>> = {
  'return.approve': m.audit_action_return_approve,
  'return.refuse': m.audit_action_return_refuse,
  'return.receive': m.audit_action_return_receive,
  'return.restock': m.audit_action_return_restock,
  'return.ship-exchange': m.audit_action_return_ship_exchange,
  'return.ready-exchange': m.audit_action_return_ready_exchange,
  'return.convert-to-refund': m.audit_action_return_convert_to_refund,
  'return.record-refund': m.audit_action_return_record_refund,
  'return.close': m.audit_action_return_close,
  'return.release-hold': m.audit_action_return_release_hold,
}

export const actionWords = (action: string) => ACTION_WORDS[action]?.() ?? action
