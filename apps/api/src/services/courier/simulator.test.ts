import { describe, expect, test } from 'vitest'
import { OrderTrackingSchema } from '@store/contract/orders'
import { CourierError } from './courier'
import type { WaybillRequest } from './courier'
import { createCourierSimulator, simulatedWaybillNumber } from './simulator'

const bookedAt = new Date('2026-11-01T03:00:00Z')
const hours = (n: number) => new Date(bookedAt.getTime() + n * 3_600_000)

function request(overrides: Partial<WaybillRequest> = {}): WaybillRequest {
  return {
    orderRef: '9f3c2a7e-52d1-4c8e-9b7a-1d2e3f4a5b6c',
    service: 'REG',
    originHub: 'CGK',
    destination: { provinceId: 72, cityId: 7271, subdistrictId: 727101, cityName: 'Palu' },
    weightGrams: 1200,
    sender: { name: 'KAINARA Senayan City', address: 'Senayan City Mall, Jakarta Pusat' },
    receiver: {
      name: 'Andi Pratama',
      phone: '+6281234567890',
      address: 'Jl. Sis Aljufri 10, Palu',
    },
    bookedAt,
    ...overrides,
  }
}

async function rejection(promise: Promise<unknown>): Promise<CourierError> {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  )
  if (!(error instanceof CourierError)) throw new Error('expected a courier error')
  return error
}

const statuses = (tracking: { track_history: { status: string }[] }) =>
  tracking.track_history.map((entry) => entry.status)

describe('the courier simulator', () => {
  test('gives one order one twelve-digit waybill number, however often it is booked', async () => {
    const courier = createCourierSimulator()
    const first = await courier.bookWaybill(request())
    expect(first).toMatch(/^00\d{10}$/)
    expect(await courier.bookWaybill(request({ bookedAt: hours(5) }))).toBe(first)
    expect(simulatedWaybillNumber('another-order')).not.toBe(first)
    // The repeat did not move the journey's start.
    expect((await courier.trackWaybill(first, hours(2))).track_history).toHaveLength(2)
  })

  test('moves a waybill from pick-up request to delivered as the clock advances', async () => {
    const courier = createCourierSimulator()
    const noResi = await courier.bookWaybill(request())
    expect(statuses(await courier.trackWaybill(noResi, bookedAt))).toEqual(['PICKREQ'])
    expect(statuses(await courier.trackWaybill(noResi, hours(6)))).toEqual([
      'OUT',
      'IN',
      'PICK',
      'PICKREQ',
    ])
    const done = await courier.trackWaybill(noResi, hours(24 * 7))
    expect(statuses(done)).toEqual([
      'DELIVERED',
      'ANT',
      'IN',
      'OUT',
      'IN',
      'OUT',
      'IN',
      'PICK',
      'PICKREQ',
    ])
    expect(OrderTrackingSchema.parse(done)).toBeTruthy()
  })

  test('cancels a waybill until the courier picks the parcel up, and not after', async () => {
    const courier = createCourierSimulator()
    const noResi = await courier.bookWaybill(request())
    await courier.cancelWaybill(noResi, hours(1))
    const cancelled = await rejection(courier.trackWaybill(noResi, hours(2)))
    expect(cancelled.kind).toBe('not-found')
    const later = await courier.bookWaybill(request({ orderRef: 'a-later-order' }))
    const refused = await rejection(courier.cancelWaybill(later, hours(2)))
    expect(refused.kind).toBe('picked-up')
    expect(refused.message).toBe(
      `The courier has picked up the parcel of waybill ${later}; it can no longer be cancelled.`,
    )
    expect(statuses(await courier.trackWaybill(later, hours(2)))).toContain('PICK')
  })

  test('names real cities along the route and the receiver on delivery', async () => {
    const courier = createCourierSimulator()
    const noResi = await courier.bookWaybill(request())
    const done = await courier.trackWaybill(noResi, hours(24 * 7))
    const places = done.track_history.map((entry) => entry.city ?? '').join(' | ')
    expect(places).toMatch(/Jakarta Sortation/)
    expect(places).toMatch(/Makassar Transit Hub/)
    expect(places).toMatch(/SiCepat Palu/)
    expect(places).toMatch(/Terima permintaan pick up dari \[KAINARA Senayan City\]/)
    expect(done.last_status).toEqual({
      status: 'DELIVERED',
      date_time: done.track_history[0]?.date_time,
      receiver_name: 'Paket diterima oleh [Andi Pratama - (YBS) Yang Bersangkutan]',
    })
    expect(done.track_history[0]?.city).toBeNull()
    expect(done.receiver_address).toBe('Jl. Sis Aljufri 10, Palu')
  })

  test('writes the history in Jakarta time, newest first', async () => {
    const courier = createCourierSimulator()
    const noResi = await courier.bookWaybill(request())
    const tracking = await courier.trackWaybill(noResi, hours(3))
    expect(tracking.track_history.map((entry) => entry.date_time)).toEqual([
      '2026-11-01 13:00',
      '2026-11-01 11:30',
      '2026-11-01 10:00',
    ])
  })

  test('compresses the timetable by the time scale, for demos and tests', async () => {
    const fast = createCourierSimulator({ timeScale: 60 })
    const noResi = await fast.bookWaybill(
      request({
        service: 'BEST',
        destination: {
          provinceId: 32,
          cityId: 3273,
          subdistrictId: 327301,
          cityName: 'Bandung',
        },
      }),
    )
    // BEST takes 20 hours: twenty minutes at sixty times the speed.
    expect(
      statuses(await fast.trackWaybill(noResi, new Date(bookedAt.getTime() + 19 * 60_000)))[0],
    ).toBe('ANT')
    expect(
      statuses(await fast.trackWaybill(noResi, new Date(bookedAt.getTime() + 20 * 60_000)))[0],
    ).toBe('DELIVERED')
  })

  test('delivers same-day parcels in the hub city without leaving it', async () => {
    const courier = createCourierSimulator()
    const local = request({
      service: 'SDS',
      destination: {
        provinceId: 31,
        cityId: 3174,
        subdistrictId: 317401,
        cityName: 'Jakarta Selatan',
      },
    })
    const noResi = await courier.bookWaybill(local)
    expect(statuses(await courier.trackWaybill(noResi, hours(7)))).toEqual([
      'DELIVERED',
      'ANT',
      'IN',
      'PICK',
      'PICKREQ',
    ])
  })

  test("answers an unknown waybill as SiCepat does, and refuses a booking from a hub it doesn't serve", async () => {
    const courier = createCourierSimulator()
    await expect(courier.trackWaybill('001234567890', bookedAt)).rejects.toThrow(
      "Can't get waybill from database",
    )
    await expect(courier.bookWaybill(request({ originHub: 'XXX' }))).rejects.toBeInstanceOf(
      CourierError,
    )
  })
})
