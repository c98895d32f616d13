import { createHash } from 'node:crypto'
import { CourierError } from './courier'
import type { CourierService, WaybillRequest } from './courier'
import { SIMULATED_HUBS } from './simulator-network'
import { simulatedTracking } from './simulator-journey'
import { quoteSimulatedTariffs } from './simulator-tariffs'
import { createMemoryBookingStore } from './waybill-bookings'
import type { WaybillBookingStore } from './waybill-bookings'

export interface CourierSimulatorOptions {
  bookings?: WaybillBookingStore
  /** 1 = real time; 60 = an hour of the courier's timetable passes in a minute. */
  timeScale?: number
}

/** SiCepat-style numbers: twelve digits, the same for the same order every time. */
export function simulatedWaybillNumber(orderRef: string): string {
  const digest = createHash('sha256').update(`waybill:${orderRef}`).digest()
  const digits = (digest.readBigUInt64BE(0) % 10_000_000_000n).toString().padStart(10, '0')
  return `00${digits}`
}

function checkRequest(request: WaybillRequest) {
  if (!SIMULATED_HUBS[request.originHub]) {
    throw new CourierError('no-route', `No courier pick-up is set up at hub ${request.originHub}.`)
  }
  if (!request.orderRef.trim() || !request.receiver.name.trim()) {
    throw new CourierError('bad-request', 'A waybill needs the order reference and the receiver.')
  }
}

/**
 * The courier a shop runs before it has a SiCepat contract, and what the
 * tests use: deterministic tariffs, and waybills that advance with time.
 */
export function createCourierSimulator(options: CourierSimulatorOptions = {}): CourierService {
  const bookings = options.bookings ?? createMemoryBookingStore()
  const timeScale = options.timeScale ?? 1
  return {
    name: 'sicepat',
    quoteTariffs: (query) => Promise.resolve().then(() => quoteSimulatedTariffs(query)),
    async bookWaybill(request) {
      checkRequest(request)
      const noResi = simulatedWaybillNumber(request.orderRef)
      const existing = await bookings.find(noResi)
      if (existing) return noResi
      const { service, originHub, destination, sender, receiver, bookedAt } = request
      await bookings.save({ noResi, service, originHub, destination, sender, receiver, bookedAt })
      return noResi
    },
    async trackWaybill(noResi, now) {
      const booking = await bookings.find(noResi.trim())
      if (!booking) throw new CourierError('not-found', "Can't get waybill from database")
      return simulatedTracking(booking, now, timeScale)
    },
    async cancelWaybill(noResi, now) {
      const booking = await bookings.find(noResi.trim())
      if (!booking) throw new CourierError('not-found', "Can't get waybill from database")
      const tracking = simulatedTracking(booking, now, timeScale)
      if (tracking.track_history.some((entry) => entry.status !== 'PICKREQ'))
        throw new CourierError(
          'picked-up',
          `The courier has picked up the parcel of waybill ${booking.noResi}; it can no longer be cancelled.`,
        )
      await bookings.cancel(booking.noResi)
    },
  }
}
