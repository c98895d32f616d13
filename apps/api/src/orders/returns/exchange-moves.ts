import type { BankDetails } from '@store/contract/returns'
import type { CatalogueWriter } from '../../cache/catalogue-writes'
import { CourierError } from '../../services/courier'
import type { CourierService } from '../../services/courier'
import type { Executor } from '@store/db/client'
import { badRequest } from '../../lib/http-errors'
import { MAIL_WORDS } from '../../i18n/words'
import { findWaybillOrder, waybillRequestOf } from '../fulfil/waybill-orders.repository'
import { recordAudit } from '../../lib/audit.repository'
import { recordRepeatableOrderEvent } from '../order-moves.repository'
import { ensureHeldSizes, releaseHeldSizes } from './held-sizes'
import { lockReturnIn, moveLockedReturn, movedAlready } from './return-moves'
import { RETURN_AUDIT_ENTITY, findReturnByRef, setReturnWish } from './returns.repository'
import type { StaffAct } from './staff-moves'

/**
 * Books the exchange's waybill with the courier, outside any transaction (a
 * call away): from the order's showroom to the order's address, under the
 * return's reference, so asking twice answers one waybill.
 */
export async function bookExchangeWaybill(
  db: Executor,
  courier: CourierService,
  returnRef: string,
  now: Date,
): Promise<string> {
  const row = await findReturnByRef(db, returnRef)
  if (!row) throw badRequest((l) => MAIL_WORDS[l].returns_not_found({ ref: returnRef }))
  if (row.state !== 'RESTOCKED' || row.wish !== 'EXCHANGE') throw movedAlready(row)
  const order = await findWaybillOrder(db, row.orderId)
  if (!order || order.order.shippingType !== 'ONLINE_DELIVERY')
    throw badRequest((l) => MAIL_WORDS[l].returns_no_address({ ref: returnRef }))
  try {
    return await courier.bookWaybill({ ...waybillRequestOf(order, now), orderRef: returnRef })
  } catch (error) {
    if (!(error instanceof CourierError)) throw error
    throw badRequest((l) => MAIL_WORDS[l].returns_courier_refused({ reason: error.message }))
  }
}

/** The exchange's sizes leave: by courier with the waybill booked, or ready at a showroom. */
export async function sendExchange(
  writer: CatalogueWriter,
  returnRef: string,
  act: StaffAct & { noResi: string | null },
) {
  const row = await lockReturnIn(writer.tx, returnRef, ['RESTOCKED'])
  if (row.wish !== 'EXCHANGE') throw movedAlready(row)
  await ensureHeldSizes(writer, row)
  return moveLockedReturn(writer.tx, row, {
    ...act,
    action: act.noResi ? 'ship-exchange' : 'ready-exchange',
    to: act.noResi ? 'EXCHANGE_SHIPPED' : 'EXCHANGE_READY',
    changes: {
      exchangeNoResi: act.noResi,
      exchangeBookedAt: act.noResi ? act.now : null,
      holdUntil: null,
    },
    after: { no_resi: act.noResi },
  })
}

/**
 * An exchange turned into a refund (the size gone, or the buyer asked): its
 * held sizes go back to stock; the bank details are those given now or before.
 */
export async function convertToRefund(
  writer: CatalogueWriter,
  returnRef: string,
  act: StaffAct & { bank: BankDetails | undefined },
) {
  const row = await lockReturnIn(writer.tx, returnRef, [
    'REQUESTED',
    'APPROVED',
    'RECEIVED',
    'RESTOCKED',
  ])
  if (row.wish !== 'EXCHANGE') throw movedAlready(row)
  if (!act.bank && !row.bankAccount) throw badRequest((l) => MAIL_WORDS[l].returns_bank_needed())
  await releaseHeldSizes(writer, row)
  const converted = await setReturnWish(writer.tx, row.id, act.now, act.bank)
  await recordAudit(writer.tx, act.actor, {
    action: 'return.convert-to-refund',
    entity: RETURN_AUDIT_ENTITY,
    entityId: row.returnRef,
    before: { wish: 'EXCHANGE', state: row.state },
    after: { wish: 'REFUND', state: row.state },
    at: act.now,
  })
  await recordRepeatableOrderEvent(writer.tx, row.orderId, 'RETURN_UPDATED', act.now)
  return converted
}
