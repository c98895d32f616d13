import { COUNTER_MESSAGES, readPickupInput } from '@store/contract/admin/counter'
import type { Executor } from '@store/db/client'
import { HttpError, badRequest, notFound } from '../../../lib/http-errors'
import type { Said } from '../../../lib/http-errors'
import { toWibText } from '@store/contract/format/wib-text'
import type { StaffSession } from '../../../lib/auth/staff-session.repository'
import { findPickupCandidates } from './counter.repository'
import type { PickupCandidate } from './counter.repository'
import { COUNTER_SAID } from './counter-said'

const conflict = (message: Said) => new HttpError(409, message)

/** Why the order cannot be handed over as it stands, or null when it can. */
export function handOverRefusal({ order }: PickupCandidate): Said | null {
  const ref = order.trxRef
  switch (order.status) {
    case 'READY_FOR_PICKUP':
      return null
    case 'WAITING_PAYMENT':
      return COUNTER_SAID.unpaid(ref)
    case 'COMPLETED':
      return COUNTER_SAID.collected(ref, order.completedAt ? toWibText(order.completedAt) : null)
    case 'PAID':
    case 'PROCESSED':
      return COUNTER_SAID.notReady(ref)
    default:
      return COUNTER_SAID.closed(ref, order.status)
  }
}

/**
 * The pick-up a counter input names, checked for this staff account: a
 * SHOWROOM account is refused another showroom's order (403), an order that
 * cannot be handed over is refused with its reason (409), an unknown code
 * or reference is a 404. A typed code alone prefers the one order ready
 * here; two ready here with one code ask for the order number.
 */
export async function findPickup(db: Executor, staff: StaffSession, raw: string) {
  const input = readPickupInput(raw)
  if (!input) throw badRequest(COUNTER_MESSAGES.unreadable)
  const candidates = await findPickupCandidates(db, input)
  const mine = (candidate: PickupCandidate) =>
    staff.role !== 'SHOWROOM' || staff.showroomIds.includes(candidate.order.showroomId)
  const ready = candidates.filter((candidate) => candidate.order.status === 'READY_FOR_PICKUP')
  const readyHere = ready.filter(mine)
  if (!input.ref && readyHere.length > 1) throw conflict(COUNTER_SAID.sharedCode(input.code))
  const found = input.ref ? candidates[0] : (readyHere[0] ?? ready[0] ?? candidates[0])
  if (!found)
    throw notFound(
      input.ref ? COUNTER_SAID.noSuchOrder(input.ref) : COUNTER_SAID.noSuchCode(input.code),
    )
  const ref = found.order.trxRef
  if (!mine(found)) throw new HttpError(403, COUNTER_SAID.otherShowroom(ref, found.showroomName))
  if (found.order.status === 'WAITING_PAYMENT') throw conflict(COUNTER_SAID.unpaid(ref))
  if (found.order.pickupCode !== input.code) throw badRequest(COUNTER_SAID.wrongCode(ref))
  const refusal = handOverRefusal(found)
  if (refusal) throw conflict(refusal)
  return found
}
