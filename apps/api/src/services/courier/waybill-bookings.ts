import type { WaybillRequest } from './courier'

/** A simulated booking: everything the simulator needs to replay its waybill's journey. */
export type WaybillBooking = Omit<WaybillRequest, 'orderRef' | 'weightGrams'> & { noResi: string }

/**
 * Where the simulator keeps its bookings. Processes are stateless, so the
 * store's own implementation reads them from the orders table (its no_resi,
 * addresses and the booking time); the memory store serves tests and a
 * single demo process.
 */
export interface WaybillBookingStore {
  save(booking: WaybillBooking): Promise<void>
  find(noResi: string): Promise<WaybillBooking | null>
  /** Forgets a cancelled waybill: it is tracked no more. */
  cancel(noResi: string): Promise<void>
}

const MAX_REMEMBERED = 10_000

export function createMemoryBookingStore(): WaybillBookingStore {
  const bookings = new Map<string, WaybillBooking>()
  return {
    save(booking) {
      bookings.delete(booking.noResi)
      bookings.set(booking.noResi, booking)
      // A demo process runs for days: forget the oldest rather than grow without end.
      for (const oldest of bookings.keys()) {
        if (bookings.size <= MAX_REMEMBERED) break
        bookings.delete(oldest)
      }
      return Promise.resolve()
    },
    find(noResi) {
      return Promise.resolve(bookings.get(noResi) ?? null)
    },
    cancel(noResi) {
      bookings.delete(noResi)
      return Promise.resolve()
    },
  }
}
