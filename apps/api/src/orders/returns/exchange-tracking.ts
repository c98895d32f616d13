import type { FastifyBaseLogger } from 'fastify'
import type { OrderTracking } from '@store/contract/orders'
import type { Db } from '@store/db/client'
import { MAIL_WORDS } from '../../i18n/words'
import { notFound } from '../../lib/http-errors'
import type { CourierService } from '../../services/courier'
import { freshTracking } from '../fulfil/track-waybill'
import type { OrderRow } from '../order.repository'
import { saveExchangeTracking } from './exchange-tracking.repository'
import { findReturnByRef } from './returns.repository'

/**
 * Where the exchange sent by courier is now, on its own waybill (issue 34):
 * the order's tracking call, asked for the return's waybill and kept on the
 * return. A return of another order is the same 404 as one that does not exist.
 */
export async function exchangeTracking(
  deps: { db: Db; courier: CourierService; now: () => Date; log: FastifyBaseLogger },
  order: OrderRow,
  returnRef: string,
): Promise<OrderTracking> {
  const row = await findReturnByRef(deps.db, returnRef)
  if (!row || row.orderId !== order.id)
    throw notFound((l) => MAIL_WORDS[l].returns_not_found({ ref: returnRef }))
  if (!row.exchangeNoResi)
    throw notFound((l) => MAIL_WORDS[l].returns_no_exchange_tracking({ ref: returnRef }))
  return freshTracking(deps, {
    id: order.id,
    trxRef: order.trxRef,
    noResi: row.exchangeNoResi,
    storedTracking: row.exchangeTracking,
    save: (tracking, checkedAt) => saveExchangeTracking(deps.db, row.id, tracking, checkedAt),
  })
}
