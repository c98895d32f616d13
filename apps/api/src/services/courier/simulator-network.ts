/**
 * The simulator's map: where each hub is, which island group each province
 * belongs to, and how far apart the groups are. Province and regency ids
 * are Kemendagri codes.
 */
export interface SimulatedHub {
  city: string
  provinceId: number
  /** Regencies served the same day (the hub's own city). */
  sameDayCityIds: readonly number[]
}

export const SIMULATED_HUBS: Readonly<Record<string, SimulatedHub>> = {
  CGK: { city: 'Jakarta', provinceId: 31, sameDayCityIds: [3171, 3172, 3173, 3174, 3175] },
  BDO: { city: 'Bandung', provinceId: 32, sameDayCityIds: [3273, 3277] },
  JOG: { city: 'Yogyakarta', provinceId: 34, sameDayCityIds: [3471, 3404] },
  SUB: { city: 'Surabaya', provinceId: 35, sameDayCityIds: [3578, 3515] },
  DPS: { city: 'Denpasar', provinceId: 51, sameDayCityIds: [5171, 5103] },
  KNO: { city: 'Medan', provinceId: 12, sameDayCityIds: [1271, 1275] },
  UPG: { city: 'Makassar', provinceId: 73, sameDayCityIds: [7371, 7306] },
}

type Island = 'sumatera' | 'jawa' | 'bali-nusa' | 'kalimantan' | 'sulawesi' | 'maluku' | 'papua'

const ISLAND_ORDER: readonly Island[] = [
  'sumatera',
  'jawa',
  'bali-nusa',
  'kalimantan',
  'sulawesi',
  'maluku',
  'papua',
]

/** Steps between island groups by sea and air links, in ISLAND_ORDER (0 = the same group). */
const ISLAND_STEPS: readonly (readonly number[])[] = [
  [0, 1, 2, 2, 2, 3, 3],
  [1, 0, 1, 1, 2, 3, 3],
  [2, 1, 0, 2, 2, 2, 3],
  [2, 1, 2, 0, 1, 2, 3],
  [2, 2, 2, 1, 0, 1, 2],
  [3, 3, 2, 2, 1, 0, 1],
  [3, 3, 3, 3, 2, 1, 0],
]

/** Each island group's transit hub: the sorting centre a parcel from another group passes. */
export const TRANSIT_CITIES: Readonly<Record<Island, string>> = {
  sumatera: 'Palembang',
  jawa: 'Jakarta',
  'bali-nusa': 'Denpasar',
  kalimantan: 'Balikpapan',
  sulawesi: 'Makassar',
  maluku: 'Ambon',
  papua: 'Jayapura',
}

export function islandOf(provinceId: number): Island | null {
  if (provinceId >= 11 && provinceId <= 21) return 'sumatera'
  if (provinceId >= 31 && provinceId <= 36) return 'jawa'
  if (provinceId >= 51 && provinceId <= 53) return 'bali-nusa'
  if (provinceId >= 61 && provinceId <= 65) return 'kalimantan'
  if (provinceId >= 71 && provinceId <= 76) return 'sulawesi'
  if (provinceId >= 81 && provinceId <= 82) return 'maluku'
  if (provinceId >= 91 && provinceId <= 96) return 'papua'
  return null
}

export const ZONES = ['city', 'province', 'island', 'neighbour', 'far', 'remote'] as const
export type Zone = (typeof ZONES)[number]

/** How far a destination is from a hub, from the same city to the other end of the country. */
export function zoneOf(
  hub: SimulatedHub,
  destination: { provinceId: number; cityId: number },
): Zone | null {
  if (hub.sameDayCityIds.includes(destination.cityId)) return 'city'
  if (hub.provinceId === destination.provinceId) return 'province'
  const from = islandOf(hub.provinceId)
  const to = islandOf(destination.provinceId)
  if (!from || !to) return null
  const steps = ISLAND_STEPS[ISLAND_ORDER.indexOf(from)]?.[ISLAND_ORDER.indexOf(to)] ?? 3
  return (['island', 'neighbour', 'far', 'remote'] as const)[steps] ?? 'remote'
}
