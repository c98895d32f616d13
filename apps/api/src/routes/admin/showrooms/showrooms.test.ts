import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import type { AdminRegion } from '@store/contract/admin/showrooms'
import type { CheckoutAvailability } from '@store/contract/checkout'
import type { ShowroomRegionWithShowrooms } from '@store/contract/showrooms'
import { createTestApp } from '../../../test/test-app'
import type { TestApp } from '../../../test/test-app'
import { getJson, postJson } from '../../../test/inject'
import { queryRows } from '../../../test/sql'
import { callAdmin, createTestStaff } from '../../../test/staff'
import type { TestStaff } from '../../../test/staff'
import { cartCalls, newDevice, sizedProducts } from '../../cart/cart-fixtures'
import { stockAt } from '../../checkout/checkout-fixtures'

let t: TestApp
let owner: TestStaff
beforeAll(async () => {
  t = await createTestApp()
  owner = await createTestStaff(t.app, 'OWNER')
})
afterAll(async () => t.close())

type Write = { message: string; data: { regions: AdminRegion[] } }
type Refusal = { error: { message: string } }
const send = <T = Write>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload = {}) =>
  callAdmin<T>(t.app, method, path, payload, owner)

const storeList = async () =>
  (
    await getJson<{ data: { showroom_region_list: ShowroomRegionWithShowrooms[] } }>(
      t.app,
      'master/showroom-region',
      { store_listing: 1 },
    )
  ).body.data.showroom_region_list

const showroomInput = (overrides: Record<string, unknown> = {}) => ({
  showroom_region_id: 1,
  showroom_name: 'KAINARA Kemang',
  phone: '021-555-0101',
  address1: 'Jl. Kemang Raya 8',
  address2: 'Bangka, Mampang Prapatan',
  address3: 'Jakarta Selatan 12730',
  maps_url: 'https://maps.google.com/?q=Kemang',
  is_hub: false,
  hub_code: '',
  is_active: true,
  ...overrides,
})

const showroomOf = (regions: AdminRegion[], id: number) =>
  regions.flatMap((region) => region.showrooms).find((showroom) => showroom.id === id)

describe('showrooms', () => {
  test('a new showroom shows on /stores; a phone edit shows there too, with audit lines', async () => {
    const made = await send('POST', 'showrooms', showroomInput())
    expect(made.status).toBe(200)
    const created = made.body.data.regions[0]?.showrooms.at(-1)
    if (!created) throw new Error('the showroom was not made')
    expect(created.showroom_name).toBe('KAINARA Kemang')
    const edited = await send('PUT', 'showrooms', {
      id: created.id,
      ...showroomInput({ phone: '021-555-0199' }),
    })
    expect(edited.status).toBe(200)
    const listed = (await storeList()).flatMap((region) => region.showrooms)
    expect(listed.find((showroom) => showroom.id === created.id)?.phone).toBe('021-555-0199')
    const audit = await queryRows<{ action: string }>(
      t.db,
      sql`select action from audit_log where entity = 'showroom' and entity_id = ${String(created.id)} order by id`,
    )
    expect(audit.map((row) => row.action)).toEqual(['showroom.create', 'showroom.update'])
  })

  test('a deactivated showroom leaves /stores and checkout’s choices', async () => {
    const [item] = await sizedProducts(t.db, 1)
    if (!item) throw new Error('no products')
    await stockAt(t.db, item, { 1: 2, 2: 2 })
    const device = newDevice()
    await cartCalls(t.app).add(device, item, 1)
    const choices = async () =>
      (
        await postJson<CheckoutAvailability>(t.app, 'checkout', { local_device_id: device })
      ).body.available_stores.map((showroom) => showroom.id)
    expect(await choices()).toContain(2)
    const held = showroomOf((await send<Write>('GET', 'showrooms')).body.data.regions, 2)
    if (!held) throw new Error('showroom 2 is seeded')
    const { id, ...fields } = held
    expect((await send('PUT', 'showrooms', { id, ...fields, is_active: false })).status).toBe(200)
    expect(await choices()).not.toContain(2)
    expect(await choices()).toContain(1)
    expect(
      (await storeList()).flatMap((region) => region.showrooms).map((s) => s.id),
    ).not.toContain(2)
  })

  test('a showroom with stock cannot be deleted: the message says to deactivate it', async () => {
    const [item] = await sizedProducts(t.db, 1)
    if (!item) throw new Error('no products')
    await stockAt(t.db, item, { 3: 4 })
    const { status, body } = await send<Refusal>('DELETE', 'showrooms', { id: 3 })
    expect(status).toBe(409)
    expect(body.error.message).toMatch(/holds stock.*Deactivate it instead/)
    expect(showroomOf((await send<Write>('GET', 'showrooms')).body.data.regions, 3)).toBeDefined()
  })

  test('a showroom with staff cannot be deleted; one with nothing tied to it can', async () => {
    const made = await send('POST', 'showrooms', showroomInput({ showroom_name: 'Pop-up Blok M' }))
    const id = made.body.data.regions[0]?.showrooms.at(-1)?.id as number
    const staff = await createTestStaff(t.app, 'SHOWROOM', [id])
    expect(staff.id).toBeGreaterThan(0)
    const refused = await send<Refusal>('DELETE', 'showrooms', { id })
    expect(refused.body.error.message).toMatch(/has staff accounts/)
    await t.db.execute(sql`delete from staff_showrooms where showroom_id = ${id}`)
    expect((await send('DELETE', 'showrooms', { id })).status).toBe(200)
    expect(
      showroomOf((await send<Write>('GET', 'showrooms')).body.data.regions, id),
    ).toBeUndefined()
  })

  test.each([
    ['maps_url', 'javascript:alert(1)', /The maps link must be an https address/],
    ['phone', 'call me', /The phone number may hold only digits/],
    ['showroom_region_id', 999, /Choose one of the regions in the list/],
    ['is_hub', true, /A hub needs its courier origin code/],
  ])('a showroom whose %s is %j is refused', async (field, value, message) => {
    const { status, body } = await send<Refusal>(
      'POST',
      'showrooms',
      showroomInput({ [field]: value }),
    )
    expect(status).toBe(400)
    expect(body.error.message).toMatch(message)
  })
})

describe('showroom regions', () => {
  test('a region is added, renamed, ordered first, and deleted only when empty', async () => {
    const made = await send('POST', 'showrooms/regions', { region_name: 'Kalimantan' })
    const region = made.body.data.regions.at(-1)
    if (!region) throw new Error('the region was not made')
    await send('PUT', 'showrooms/regions', { id: region.id, region_name: 'Kalimantan Timur' })
    const ids = made.body.data.regions.map((entry) => entry.id)
    const ordered = await send('POST', 'showrooms/regions/order', {
      ids: [region.id, ...ids.filter((id) => id !== region.id)],
    })
    expect(ordered.body.data.regions[0]).toMatchObject({
      id: region.id,
      region_name: 'Kalimantan Timur',
    })
    const full = await send<Refusal>('DELETE', 'showrooms/regions', { id: 1 })
    expect(full.status).toBe(409)
    expect(full.body.error.message).toMatch(/still has showrooms/)
    expect((await send('DELETE', 'showrooms/regions', { id: region.id })).status).toBe(200)
  })

  test('showrooms of a region are put in a new order on /stores', async () => {
    const regions = (await send<Write>('GET', 'showrooms')).body.data.regions
    const jakarta = regions.find((region) => region.id === 1)
    const ids = (jakarta?.showrooms ?? []).map((showroom) => showroom.id)
    const reversed = [...ids].reverse()
    expect((await send('POST', 'showrooms/order', { region_id: 1, ids: reversed })).status).toBe(
      200,
    )
    const listed = (await storeList()).find((region) => region.id === 1)?.showrooms.map((s) => s.id)
    expect(listed).toEqual(reversed.filter((id) => listed?.includes(id)))
  })
})
