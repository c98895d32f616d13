import { createHash } from 'node:crypto'
import { toWibText } from '@store/contract/format/wib-text'
import type { WaybillTracking } from './courier'
import { SIMULATED_HUBS, TRANSIT_CITIES, islandOf, zoneOf } from './simulator-network'
import type { Zone } from './simulator-network'
import type { WaybillBooking } from './waybill-bookings'

interface JourneyStep {
  afterHours: number
  status: 'PICKREQ' | 'PICK' | 'IN' | 'OUT' | 'ANT' | 'DELIVERED'
  city: string | null
  receiverName: string | null
}

const REG_HOURS: Record<Zone, number> = {
  city: 26,
  province: 30,
  island: 34,
  neighbour: 58,
  far: 96,
  remote: 140,
}

/** Door-to-door hours at real speed, by service and zone. */
function totalHours(service: string, zone: Zone): number {
  if (service === 'SDS') return 7
  if (service === 'BEST') return 20
  const extra = service === 'SIUNT' ? 14 : service === 'GOKIL' ? 30 : 0
  return REG_HOURS[zone] + extra
}

const COURIERS = [
  'Asep',
  'Budi',
  'Dimas',
  'Eko',
  'Fajar',
  'Gilang',
  'Hendra',
  'Irfan',
  'Joko',
  'Rizky',
]

/** The same waybill always meets the same couriers. */
function courierName(noResi: string, salt: string): string {
  const digest = createHash('sha256').update(`${salt}:${noResi}`).digest()
  return COURIERS[digest.readUInt32BE(0) % COURIERS.length] ?? 'Budi'
}

const step = (afterHours: number, status: JourneyStep['status'], city: string): JourneyStep => ({
  afterHours,
  status,
  city,
  receiverName: null,
})

/** Every step of the parcel's journey, from the pick-up request to the receiver's hands. */
export function plannedJourney(booking: WaybillBooking): JourneyStep[] {
  const hub = SIMULATED_HUBS[booking.originHub]
  const origin = hub?.city ?? booking.originHub
  const destinationCity = booking.destination.cityName
  const zone = (hub && zoneOf(hub, booking.destination)) ?? 'remote'
  const total = totalHours(booking.service, zone)
  const steps = [
    step(0, 'PICKREQ', `Terima permintaan pick up dari [${booking.sender.name}]`),
    step(
      1.5,
      'PICK',
      `Paket telah di pick up oleh [SIGESIT - ${courierName(booking.noResi, 'pick')}]`,
    ),
    step(3, 'IN', `Paket telah di input (manifested) di ${origin} [${origin} Sortation]`),
  ]
  if (zone !== 'city') {
    steps.push(step(5, 'OUT', `Paket keluar dari ${origin} [${origin} Sortation]`))
    const island = islandOf(booking.destination.provinceId)
    const transit = island ? TRANSIT_CITIES[island] : null
    if (transit && transit !== origin && transit !== destinationCity && zone !== 'province') {
      steps.push(
        step(total * 0.4, 'IN', `Paket telah di terima di ${transit} [${transit} Transit Hub]`),
      )
      steps.push(step(total * 0.55, 'OUT', `Paket keluar dari ${transit} [${transit} Transit Hub]`))
    }
    steps.push(
      step(
        total - 6,
        'IN',
        `Paket telah di terima di ${destinationCity} [SiCepat ${destinationCity}]`,
      ),
    )
  }
  steps.push(
    step(total - 3, 'ANT', `Paket dibawa [SIGESIT - ${courierName(booking.noResi, 'deliver')}]`),
  )
  steps.push({
    afterHours: total,
    status: 'DELIVERED',
    city: null,
    receiverName: `Paket diterima oleh [${booking.receiver.name} - (YBS) Yang Bersangkutan]`,
  })
  return steps
}

/**
 * The waybill as the courier would report it at `now`: the steps whose time
 * has come, newest first. `timeScale` compresses the timetable (60 = an hour
 * a minute) for demos and tests.
 */
export function simulatedTracking(
  booking: WaybillBooking,
  now: Date,
  timeScale: number,
): WaybillTracking {
  const start = booking.bookedAt.getTime()
  const reached = plannedJourney(booking)
    .map((entry) => ({ entry, at: new Date(start + (entry.afterHours * 3_600_000) / timeScale) }))
    .filter(({ at }, index) => index === 0 || at.getTime() <= now.getTime())
  const history = reached.reverse().map(({ entry, at }) => ({
    date_time: toWibText(at, 'minute'),
    status: entry.status,
    city: entry.city,
    receiver_name: entry.receiverName,
  }))
  const latest = history[0]!
  return {
    sender_address: booking.sender.address,
    receiver_address: booking.receiver.address,
    receiver_name: booking.receiver.name,
    last_status: {
      status: latest.status,
      date_time: latest.date_time,
      receiver_name: latest.receiver_name,
    },
    track_history: history,
  }
}
