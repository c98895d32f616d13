import type { Env } from '../../env'
import type { CourierService } from './courier'
import { loadDestinationCodes } from './destination-codes'
import { createSicepatCourier } from './sicepat'
import { createCourierSimulator } from './simulator'
import type { WaybillBookingStore } from './waybill-bookings'

export { CourierError, billableKilograms } from './courier'
export type { CourierService, TariffQuery, WaybillRequest, WaybillTracking } from './courier'
export type { WaybillBooking, WaybillBookingStore } from './waybill-bookings'

/**
 * The courier the configuration asks for: SiCepat with SICEPAT_API_KEY (and
 * its destination code list), else the simulator, whose bookings live in
 * `bookings` (the orders table in the store; memory when not given).
 */
export async function createCourier(
  env: Env,
  deps: { bookings?: WaybillBookingStore; fetch?: typeof fetch } = {},
): Promise<CourierService> {
  if (!env.SICEPAT_API_KEY) {
    return createCourierSimulator({ bookings: deps.bookings, timeScale: env.COURIER_TIME_SCALE })
  }
  if (!env.SICEPAT_DESTINATION_CODES) {
    throw new Error(
      'Invalid configuration: SICEPAT_API_KEY needs SICEPAT_DESTINATION_CODES, the CSV of SiCepat destination codes by Kemendagri district',
    )
  }
  return createSicepatCourier({
    apiKey: env.SICEPAT_API_KEY,
    baseUrl: env.SICEPAT_BASE_URL,
    destinationCodes: await loadDestinationCodes(env.SICEPAT_DESTINATION_CODES),
    fetch: deps.fetch,
  })
}
