import type { ShippingOption } from '@store/contract/checkout'
import type { OrderTracking } from '@store/contract/orders'

/** Kemendagri codes: province 2 digits, regency 4, district 6 (decision 002). */
export interface Destination {
  provinceId: number
  cityId: number
  subdistrictId: number
}

export interface TariffQuery {
  /** The hub's courier origin code (showrooms.hub_code), e.g. 'CGK'. */
  originHub: string
  destination: Destination
  weightGrams: number
}

/** What the fulfilment knows of a paid online order when it books the courier. */
export interface WaybillRequest {
  /** The order reference (trx_ref): one order, one waybill, however often this is asked. */
  orderRef: string
  /** The service the shopper chose, e.g. 'REG'. */
  service: string
  originHub: string
  destination: Destination & { cityName: string }
  weightGrams: number
  sender: { name: string; address: string }
  receiver: { name: string; phone: string; address: string }
  bookedAt: Date
}

/** The contract's order tracking, plus the receiver's name as the courier has it. */
export type WaybillTracking = OrderTracking & { receiver_name: string }

export interface CourierService {
  readonly name: 'sicepat'
  /** The services and tariffs for a parcel, as SiCepat quotes them. */
  quoteTariffs(query: TariffQuery): Promise<ShippingOption[]>
  /** Books the parcel and answers its waybill number (no_resi). */
  bookWaybill(request: WaybillRequest): Promise<string>
  /** The waybill's history up to `now`, newest first. */
  trackWaybill(noResi: string, now: Date): Promise<WaybillTracking>
  /** Cancels a booked waybill whose parcel the courier has not picked up by `now`. */
  cancelWaybill(noResi: string, now: Date): Promise<void>
}

export type CourierErrorKind =
  /** The courier does not serve this origin, destination or weight. */
  | 'no-route'
  /** No such waybill. */
  | 'not-found'
  /** The request itself is wrong (a caller's bug or hostile input). */
  | 'bad-request'
  /** The courier could not be reached, timed out or failed on its side. */
  | 'unavailable'
  /** The courier answered something we cannot read. */
  | 'bad-answer'
  /** The courier refused us (key, account). */
  | 'rejected'
  /** The courier takes bookings only through its own portal: an operator enters the waybill. */
  | 'manual-booking'
  /** The courier cancels waybills only through its own portal: staff cancel it there. */
  | 'manual-cancel'
  /** The courier already holds the parcel: the waybill can no longer be cancelled. */
  | 'picked-up'

/** A courier failure with a message an operator can act on. */
export class CourierError extends Error {
  constructor(
    readonly kind: CourierErrorKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
    this.name = 'CourierError'
  }
}

/** Checks the codes nest (district in regency in province) before any courier is asked. */
export function checkTariffQuery(query: TariffQuery): void {
  const { provinceId, cityId, subdistrictId } = query.destination
  const nests =
    Math.floor(subdistrictId / 100) === cityId && Math.floor(cityId / 100) === provinceId
  if (!nests || provinceId < 11 || provinceId > 99) {
    throw new CourierError(
      'bad-request',
      'The destination subdistrict, city and province do not match.',
    )
  }
  if (
    !Number.isInteger(query.weightGrams) ||
    query.weightGrams < 1 ||
    query.weightGrams > 1_000_000
  ) {
    throw new CourierError(
      'bad-request',
      'The parcel weight must be a whole number of grams from 1 to 1,000,000.',
    )
  }
  if (!/^[A-Z0-9]{2,10}$/.test(query.originHub)) {
    throw new CourierError('bad-request', `'${query.originHub}' is not a courier origin code.`)
  }
}

/**
 * Billable kilograms as SiCepat counts them: at least 1, and a fraction
 * counts as a whole kilogram only above 0.3 (1.3 kg is 1 kg, 1.31 kg is 2).
 */
export function billableKilograms(weightGrams: number): number {
  return Math.max(1, Math.ceil((weightGrams - 300) / 1000))
}
