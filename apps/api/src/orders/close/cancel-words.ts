import { CourierError } from '../../services/courier'
import { HttpError, badRequest } from '../../lib/http-errors'
import { MAIL_WORDS } from '../../i18n/words'
import type { CancelPlan } from './cancel-plan'

/** A cancel asked for units the order does not have to give: a 400 that says which. */
export function cancelPlanRefusal(ref: string, plan: Exclude<CancelPlan, { ok: true }>) {
  switch (plan.refusal) {
    case 'unknown-line':
      return badRequest((l) => MAIL_WORDS[l].cancel_unknown_line({ ref, line: plan.lineId }))
    case 'too-many':
      return badRequest((l) =>
        MAIL_WORDS[l].cancel_too_many({
          left: plan.left,
          product: plan.line.productName,
          size: plan.line.sizeCode,
        }),
      )
    case 'nothing-left':
      return badRequest((l) => MAIL_WORDS[l].cancel_nothing_left({ ref }))
  }
}

/**
 * Why the courier would not cancel the waybill, in words staff act on: a
 * parcel already picked up (409), a courier whose cancel is done in its
 * portal (409), or a courier that could not be asked (503); nothing changed.
 */
export function waybillCancelRefusal(ref: string, resi: string, error: unknown): HttpError {
  if (!(error instanceof CourierError)) throw error
  if (error.kind === 'picked-up')
    return new HttpError(409, (l) => MAIL_WORDS[l].cancel_waybill_picked_up({ ref, resi }))
  if (error.kind === 'manual-cancel' || error.kind === 'not-found')
    return new HttpError(409, (l) => MAIL_WORDS[l].cancel_waybill_in_portal({ resi }))
  return new HttpError(503, (l) => MAIL_WORDS[l].cancel_courier_unavailable({ resi }))
}
