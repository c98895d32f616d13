import type { Executor } from '@store/db/client'
import type { ShippingOption } from '@store/contract/checkout'
import { CHECKOUT_MESSAGES } from '@store/contract/checkout-messages'
import { MESSAGES } from '@store/contract/messages'
import { HttpError, badRequest } from '../../lib/http-errors'
import { CourierError } from '../../services/courier'
import type { CourierService } from '../../services/courier'
import type { Destination } from '../../services/courier/courier'
import { findDistrictRegion } from './checkout.repository'

/** The district with its regency and province, or a 400 for a district the store does not know. */
export async function destinationOf(db: Executor, subdistrictId: number): Promise<Destination> {
  const row = await findDistrictRegion(db, subdistrictId)
  if (!row) throw badRequest(MESSAGES.addressNotValid)
  return { provinceId: row.provinceId, cityId: row.cityId, subdistrictId }
}

/** The courier's quotes; its failures become a shopper's 400, or a 503 to retry. */
export async function quoteShipping(
  courier: CourierService,
  query: { hubCode: string; destination: Destination; weightGrams: number },
): Promise<ShippingOption[]> {
  try {
    return await courier.quoteTariffs({
      originHub: query.hubCode,
      destination: query.destination,
      weightGrams: query.weightGrams,
    })
  } catch (error) {
    if (!(error instanceof CourierError)) throw error
    if (error.kind === 'no-route') throw badRequest(CHECKOUT_MESSAGES.noRoute)
    if (error.kind === 'bad-request') throw badRequest(MESSAGES.addressNotValid)
    throw new HttpError(503, CHECKOUT_MESSAGES.courierUnavailable)
  }
}
