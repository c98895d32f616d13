import type { FastifyInstance } from 'fastify'
import { cancelPaidOrder, previewOrderCancel } from '@store/contract/admin/order-cancel'
import type { CancelledLine } from '@store/contract/admin/order-cancel'
import { formatRupiah } from '@store/contract/format/money'
import { registerCall } from '../../../lib/register-call'
import { MAIL_WORDS } from '../../../i18n/words'
import { requireStaff } from '../../../plugins/auth'
import {
  cancelAsStaff,
  cancelWaybillFirst,
  cancellable,
  previewCancel,
} from '../../../orders/close/cancel-order'
import { findOrderByRefOrNo } from '../../../orders/order.repository'
import { LostRace, actOnce, answerWith, orderForStaff, refuseUnlessAllowed } from './order-access'

const askedOf = (lines: CancelledLine[] | undefined) =>
  lines?.map((line) => ({ lineId: line.line_id, qty: line.qty }))

/**
 * Cancelling a paid order, whole or some of its units, until the parcel
 * leaves (decisions 053 and 078): the units' stock goes back through the
 * one stock path, which drops the cached answers of those products and of
 * stock; nothing a list counts changes, so the catalogue's statistics are
 * not rebuilt. A whole cancel cancels the booked waybill with the courier
 * and releases the promo use. The refund owed, by the refund rule, goes to
 * the ledger; the buyer hears of it through the order's events. All in one
 * transaction with the order locked: of two staff at once, the second is
 * told what the order has become.
 */
export function cancelOrderRoutes(app: FastifyInstance) {
  registerCall(app, previewOrderCancel, async ({ ref, lines }, request) => {
    const row = await orderForStaff(app, requireStaff(request), ref)
    refuseUnlessAllowed('cancel', row)
    const outcome = await previewCancel(app.db, row.order, askedOf(lines))
    const { items, promoShare, shipping, total } = outcome.refund
    return {
      data: {
        whole: outcome.whole,
        refund: { items, promo_share: promoShare, shipping, total },
      },
    }
  })

  registerCall(app, cancelPaidOrder, async (input, request) => {
    const staff = requireStaff(request)
    const row = await orderForStaff(app, staff, input.ref)
    refuseUnlessAllowed('cancel', row)
    const { order } = row
    const asked = askedOf(input.lines)
    const now = app.clock.now()
    const outcome = await actOnce(app, 'cancel', row, async () => {
      await cancelWaybillFirst(app.db, app.courier, order, {
        asked,
        now,
        waybillCancelledInPortal: input.waybill_cancelled_in_portal === true,
      }).catch(async (refusal: unknown) => {
        // A second staff member's courier finds the waybill already gone: say what won.
        const fresh = await findOrderByRefOrNo(app.db, order.trxRef)
        throw fresh && !cancellable(fresh) ? new LostRace() : refusal
      })
      return app.catalogueWrites.transaction(async (writer) => {
        const done = await cancelAsStaff(writer, order, { asked, reason: input.reason, now, staff })
        if (!done) throw new LostRace()
        return done
      })
    })
    await app.orderEvents.dispatch()
    return answerWith(app, request, order.trxRef, (l) => {
      const said = { ref: order.trxRef, amount: formatRupiah(outcome.refund.total, l) }
      return outcome.whole
        ? MAIL_WORDS[l].order_page_cancelled_owed(said)
        : MAIL_WORDS[l].order_page_cancelled_lines(said)
    })
  })
}
