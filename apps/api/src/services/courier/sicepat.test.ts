import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { OrderTrackingSchema } from '@store/contract/orders'
import { CourierError } from './courier'
import { createDestinationCodes } from './destination-codes'
import { createSicepatCourier } from './sicepat'

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'))

interface Call {
  url: URL
  headers: Headers
}

/** A SiCepat stand-in answering one recorded body, and remembering what it was asked. */
function recorded(answer: () => Response) {
  const calls: Call[] = []
  const fake: typeof fetch = (input, init) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    calls.push({ url: new URL(href), headers: new Headers(init?.headers) })
    return Promise.resolve(answer())
  }
  return { fetch: fake, calls }
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

function courier(fetchImpl: typeof fetch) {
  return createSicepatCourier({
    apiKey: 'test-key',
    baseUrl: 'https://api.sicepat.test',
    destinationCodes: createDestinationCodes([[3273, 'BDO10000']]),
    fetch: fetchImpl,
  })
}

const query = {
  originHub: 'CGK',
  destination: { provinceId: 32, cityId: 3273, subdistrictId: 327301 },
  weightGrams: 1200,
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a CourierError')
    },
    (error: unknown) => {
      if (!(error instanceof CourierError)) throw error
      return { kind: error.kind, message: error.message }
    },
  )

describe('the SiCepat tariff call', () => {
  test('asks with the api-key header, the origin, the mapped destination and billable kilograms', async () => {
    const sicepat = recorded(() => json(fixture('tariff-cgk-bdo.json')))
    const services = await courier(sicepat.fetch).quoteTariffs(query)
    expect(services.map((option) => option.service)).toEqual(['BEST', 'GOKIL', 'REG', 'SIUNT'])
    expect(services[2]).toEqual({
      service: 'REG',
      description: 'Regular',
      tariff: 10000,
      etd: '1 - 2 hari',
    })
    const [call] = sicepat.calls
    expect(call?.url.pathname).toBe('/customer/tariff')
    expect(Object.fromEntries(call?.url.searchParams ?? [])).toEqual({
      origin: 'CGK',
      destination: 'BDO10000',
      weight: '1',
    })
    expect(call?.headers.get('api-key')).toBe('test-key')
  })

  test('reads tariffs sent as text, and an answer without results as no services', async () => {
    const asText = {
      sicepat: {
        status: { code: '200', description: 'OK' },
        results: [{ service: 'REG', description: 'Regular', tariff: '10000', etd: '1 - 2 hari' }],
      },
    }
    expect(await courier(recorded(() => json(asText)).fetch).quoteTariffs(query)).toHaveLength(1)
    const empty = { sicepat: { status: { code: 200, description: 'OK' } } }
    expect(await courier(recorded(() => json(empty)).fetch).quoteTariffs(query)).toEqual([])
  })

  test('turns a refusal, a malformed answer, an outage and a dropped connection into clear errors', async () => {
    const refusal = { sicepat: { status: { code: 400, description: 'Destination not found' } } }
    expect(
      await rejection(courier(recorded(() => json(refusal, 400)).fetch).quoteTariffs(query)),
    ).toEqual({
      kind: 'no-route',
      message: 'SiCepat gave no tariff: Destination not found.',
    })
    const malformed = {
      sicepat: { status: { code: 200 }, results: [{ service: 'REG', tariff: 'gratis' }] },
    }
    expect(
      await rejection(courier(recorded(() => json(malformed)).fetch).quoteTariffs(query)),
    ).toMatchObject({
      kind: 'bad-answer',
    })
    const html = () => new Response('<html>maintenance</html>', { status: 200 })
    expect(await rejection(courier(recorded(html).fetch).quoteTariffs(query))).toMatchObject({
      kind: 'bad-answer',
    })
    const outage = () => new Response('', { status: 503 })
    expect(await rejection(courier(recorded(outage).fetch).quoteTariffs(query))).toMatchObject({
      kind: 'unavailable',
    })
    const badKey = () => new Response('', { status: 401 })
    expect(await rejection(courier(recorded(badKey).fetch).quoteTariffs(query))).toMatchObject({
      kind: 'rejected',
    })
    const dropped: typeof fetch = () => Promise.reject(new TypeError('fetch failed'))
    expect(await rejection(courier(dropped).quoteTariffs(query))).toEqual({
      kind: 'unavailable',
      message: 'SiCepat could not be reached; please try again.',
    })
  })

  test('refuses a district with no SiCepat code before calling, naming the setting to fill', async () => {
    const sicepat = recorded(() => json(fixture('tariff-cgk-bdo.json')))
    const elsewhere = {
      ...query,
      destination: { provinceId: 35, cityId: 3578, subdistrictId: 357801 },
    }
    const error = await rejection(courier(sicepat.fetch).quoteTariffs(elsewhere))
    expect(error.kind).toBe('no-route')
    expect(error.message).toMatch(/SICEPAT_DESTINATION_CODES/)
    expect(sicepat.calls).toHaveLength(0)
  })
})

describe('the SiCepat waybill call', () => {
  test('answers the history newest first in the contract shape, DELIVERED with its receiver', async () => {
    const sicepat = recorded(() => json(fixture('waybill-delivered.json')))
    const tracking = await courier(sicepat.fetch).trackWaybill(' 004300001234 ', new Date())
    expect(OrderTrackingSchema.parse(tracking)).toBeTruthy()
    expect(sicepat.calls[0]?.url.search).toBe('?waybill=004300001234')
    expect(tracking.track_history.map((entry) => entry.status)).toEqual([
      'DELIVERED',
      'ANT',
      'IN',
      'OUT',
      'IN',
      'PICK',
      'PICKREQ',
    ])
    expect(tracking.track_history[0]).toEqual({
      date_time: '2024-04-25 13:42',
      status: 'DELIVERED',
      city: null,
      receiver_name: 'Paket diterima oleh [Ichsan - (YBS) Yang Bersangkutan]',
    })
    expect(tracking.last_status.status).toBe('DELIVERED')
    expect(tracking.receiver_name).toBe('ICHSAN')
    expect(tracking.sender_address).toBe('SENAYAN CITY MALL LT 2, JAKARTA PUSAT')
  })

  test("reads the documented unknown-waybill answer as not found, with SiCepat's words", async () => {
    const sicepat = recorded(() => json(fixture('waybill-unknown.json'), 400))
    expect(
      await rejection(courier(sicepat.fetch).trackWaybill('000000000000', new Date())),
    ).toEqual({
      kind: 'not-found',
      message: "Can't get waybill from database",
    })
  })

  test('refuses a hostile waybill number without calling SiCepat', async () => {
    const sicepat = recorded(() => json(fixture('waybill-delivered.json')))
    const error = await rejection(
      courier(sicepat.fetch).trackWaybill('../../admin?x=1', new Date()),
    )
    expect(error.kind).toBe('bad-request')
    expect(sicepat.calls).toHaveLength(0)
  })

  test('books no waybill itself: SiCepat takes bookings in its own portal', async () => {
    const error = await rejection(courier(recorded(() => json({})).fetch).bookWaybill({} as never))
    expect(error.kind).toBe('manual-booking')
  })

  test('cancels no waybill itself: staff are told to cancel it in the SiCepat portal', async () => {
    const error = await rejection(
      courier(recorded(() => json({})).fetch).cancelWaybill('004512345678', new Date()),
    )
    expect(error.kind).toBe('manual-cancel')
    expect(error.message).toContain('cancel waybill 004512345678 there')
  })
})
