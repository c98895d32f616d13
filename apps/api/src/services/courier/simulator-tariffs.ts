import type { ShippingOption } from '@store/contract/checkout'
import { CourierError, billableKilograms, checkTariffQuery } from './courier'
import type { TariffQuery } from './courier'
import { SIMULATED_HUBS, zoneOf } from './simulator-network'
import type { Zone } from './simulator-network'

interface ServiceRule {
  service: string
  description: string
  /** Price per kilogram against REG's. */
  factor: number
  /** Where the service runs, and its estimate there. */
  etd: Partial<Record<Zone, string>>
  /** Offered only from this many billable kilograms. */
  minKg?: number
  /** Not offered above this many (a motorbike's load). */
  maxKg?: number
}

/** SiCepat's services and wording; Same Day only in the hub's own city, Cargo only from 10 kg. */
export const SIMULATED_SERVICES: readonly ServiceRule[] = [
  {
    service: 'SDS',
    description: 'Same Day Service',
    factor: 2.2,
    maxKg: 5,
    etd: { city: '1 hari' },
  },
  {
    service: 'BEST',
    description: 'Besok Sampai Tujuan',
    factor: 1.6,
    etd: { city: '1 hari', province: '1 hari', island: '1 hari' },
  },
  {
    service: 'REG',
    description: 'Regular',
    factor: 1,
    etd: {
      city: '1 - 2 hari',
      province: '1 - 2 hari',
      island: '1 - 2 hari',
      neighbour: '2 - 3 hari',
      far: '3 - 5 hari',
      remote: '4 - 7 hari',
    },
  },
  {
    service: 'SIUNT',
    description: 'SiUntung',
    factor: 0.85,
    etd: {
      city: '1 - 2 hari',
      province: '1 - 2 hari',
      island: '1 - 2 hari',
      neighbour: '2 - 4 hari',
      far: '3 - 6 hari',
    },
  },
  {
    service: 'GOKIL',
    description: 'Cargo',
    factor: 0.4,
    minKg: 10,
    etd: {
      city: '2 - 3 hari',
      province: '2 - 3 hari',
      island: '2 - 3 hari',
      neighbour: '3 - 5 hari',
      far: '4 - 7 hari',
      remote: '6 - 10 hari',
    },
  },
]

/** REG's rupiah per kilogram by zone. */
const REG_PER_KG: Record<Zone, number> = {
  city: 9_000,
  province: 11_000,
  island: 16_000,
  neighbour: 26_000,
  far: 41_000,
  remote: 76_000,
}

/** Provinces beyond the hub's own differ a little, as real tariffs do. */
function regPerKg(zone: Zone, provinceId: number): number {
  const local = zone === 'city' || zone === 'province'
  return REG_PER_KG[zone] + (local ? 0 : (provinceId % 5) * 1_000)
}

const roundTo500 = (value: number) => Math.round(value / 500) * 500

/** The simulator's quote: a pure function of hub, destination province and city, and weight. */
export function quoteSimulatedTariffs(query: TariffQuery): ShippingOption[] {
  checkTariffQuery(query)
  const hub = SIMULATED_HUBS[query.originHub]
  if (!hub)
    throw new CourierError('no-route', `No courier pick-up is set up at hub ${query.originHub}.`)
  const zone = zoneOf(hub, query.destination)
  if (!zone) throw new CourierError('no-route', 'The courier does not deliver to this province.')
  const kg = billableKilograms(query.weightGrams)
  const perKg = regPerKg(zone, query.destination.provinceId)
  return SIMULATED_SERVICES.flatMap((rule) => {
    const etd = rule.etd[zone]
    if (!etd || kg < (rule.minKg ?? 0) || kg > (rule.maxKg ?? Infinity)) return []
    const tariff = roundTo500(perKg * rule.factor) * kg
    return [{ service: rule.service, description: rule.description, tariff, etd }]
  })
}
