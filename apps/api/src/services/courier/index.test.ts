import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { readEnv } from '../../env'
import { createCourier } from './index'

const bandung = { provinceId: 32, cityId: 3273, subdistrictId: 327301 }
const query = { originHub: 'CGK', destination: bandung, weightGrams: 1000 }

describe('createCourier', () => {
  test('runs the simulator without a SiCepat key, at the configured time scale', async () => {
    const courier = await createCourier(readEnv({ COURIER_TIME_SCALE: '3600' }))
    expect((await courier.quoteTariffs(query)).map((option) => option.service)).toContain('REG')
    const noResi = await courier.bookWaybill({
      orderRef: 'order-1',
      service: 'BEST',
      originHub: 'CGK',
      destination: { ...bandung, cityName: 'Bandung' },
      weightGrams: 1000,
      sender: { name: 'KAINARA', address: 'Jakarta' },
      receiver: { name: 'Sari', phone: '+628123', address: 'Bandung' },
      bookedAt: new Date('2026-11-01T03:00:00Z'),
    })
    // 20 hours of BEST at 3,600 times the speed: 20 seconds.
    const tracking = await courier.trackWaybill(noResi, new Date('2026-11-01T03:00:20Z'))
    expect(tracking.last_status.status).toBe('DELIVERED')
  })

  test('asks SiCepat with a key and the destination code list', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sicepat-'))
    const codes = join(dir, 'codes.csv')
    await writeFile(codes, 'kemendagri,sicepat\n3273,BDO10000\n')
    const asked: string[] = []
    const fakeFetch: typeof fetch = (input) => {
      asked.push(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url)
      return Promise.resolve(Response.json({ sicepat: { status: { code: 200 }, results: [] } }))
    }
    const env = readEnv({ SICEPAT_API_KEY: 'k', SICEPAT_DESTINATION_CODES: codes })
    const courier = await createCourier(env, { fetch: fakeFetch })
    expect(await courier.quoteTariffs(query)).toEqual([])
    expect(asked).toEqual([
      'https://api.sicepat.com/customer/tariff?origin=CGK&destination=BDO10000&weight=1',
    ])
  })

  test('refuses to start with a key but no code list, naming the missing setting', async () => {
    await expect(createCourier(readEnv({ SICEPAT_API_KEY: 'k' }))).rejects.toThrow(
      /SICEPAT_DESTINATION_CODES/,
    )
  })
})
