import { describe, expect, test } from 'vitest'
import { ShippingOptionSchema } from '@store/contract/checkout'
import { CourierError, billableKilograms } from './courier'
import { quoteSimulatedTariffs } from './simulator-tariffs'

const bandung = { provinceId: 32, cityId: 3273, subdistrictId: 327301 }
const jakartaSelatan = { provinceId: 31, cityId: 3174, subdistrictId: 317401 }
const jayapura = { provinceId: 91, cityId: 9171, subdistrictId: 917101 }
const quote = (originHub: string, destination: typeof bandung, weightGrams = 1000) =>
  quoteSimulatedTariffs({ originHub, destination, weightGrams })
const services = (options: { service: string }[]) => options.map((option) => option.service)

describe('the simulated tariffs', () => {
  test('quote the same services and prices for the same parcel every time', () => {
    const first = quote('CGK', bandung, 1800)
    expect(quote('CGK', bandung, 1800)).toEqual(first)
    for (const option of first) expect(ShippingOptionSchema.parse(option)).toEqual(option)
  })

  test("offer Same Day only inside the hub's own city, and next-day BEST only nearby", () => {
    expect(services(quote('CGK', jakartaSelatan))).toEqual(['SDS', 'BEST', 'REG', 'SIUNT'])
    expect(services(quote('CGK', bandung))).toEqual(['BEST', 'REG', 'SIUNT'])
    expect(services(quote('CGK', jayapura))).toEqual(['REG'])
    expect(quote('CGK', jakartaSelatan)[0]).toMatchObject({
      description: 'Same Day Service',
      etd: '1 hari',
    })
  })

  test('cost more the further the parcel goes, and promise longer', () => {
    const reg = (destination: typeof bandung) =>
      quote('CGK', destination).find((option) => option.service === 'REG')
    expect(reg(jakartaSelatan)?.tariff).toBeLessThan(reg(bandung)?.tariff ?? 0)
    expect(reg(bandung)?.tariff).toBeLessThan(reg(jayapura)?.tariff ?? 0)
    expect(reg(bandung)?.etd).toBe('1 - 2 hari')
    expect(reg(jayapura)?.etd).toBe('4 - 7 hari')
  })

  test('depend on the hub: Bandung is next door to the Bandung hub and far from Makassar', () => {
    const fromBandung = quote('BDO', bandung)
    expect(services(fromBandung)).toContain('SDS')
    expect(services(quote('UPG', bandung))).toEqual(['REG', 'SIUNT'])
  })

  test('charge by billable kilogram, a fraction counting only above 0.3 kg', () => {
    expect([1, 1000, 1300, 1301, 9700, 10_300].map(billableKilograms)).toEqual([1, 1, 1, 2, 10, 10])
    const reg = (grams: number) =>
      quote('CGK', bandung, grams).find((o) => o.service === 'REG')?.tariff
    expect(reg(1300)).toBe(reg(500))
    expect(reg(2000)).toBe((reg(1000) ?? 0) * 2)
  })

  test('offer Cargo only from 10 kg, at the cargo rate', () => {
    expect(services(quote('CGK', bandung, 9000))).not.toContain('GOKIL')
    const heavy = quote('CGK', bandung, 10_000)
    const cargo = heavy.find((option) => option.service === 'GOKIL')
    expect(cargo).toMatchObject({ description: 'Cargo', etd: '2 - 3 hari' })
    expect(cargo?.tariff).toBeLessThan(heavy.find((o) => o.service === 'REG')?.tariff ?? 0)
  })

  test('refuse an unknown hub, codes that do not nest and impossible weights', () => {
    expect(() => quote('XXX', bandung)).toThrow(/hub XXX/)
    expect(() => quote('CGK', { ...bandung, cityId: 3171 })).toThrow(CourierError)
    expect(() => quote('CGK', bandung, 0)).toThrow(/weight/)
    expect(() => quote('CGK', bandung, 1.5)).toThrow(/weight/)
    expect(() => quote('cgk; drop', bandung)).toThrow(/origin code/)
  })
})
