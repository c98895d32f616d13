import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { UserAddress } from '@store/contract/address'
import { MESSAGES } from '@store/contract/messages'
import { createTestApp } from '../../test/test-app'
import type { TestApp } from '../../test/test-app'
import { callApi, signUpMember } from '../../test/members'
import type { SignedUpMember } from '../../test/members'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t.close())

// Kota Bandung (3273), Jawa Barat (32), Kecamatan Sukasari (327301); Kota Surabaya (3578), Jawa Timur (35).
const bandung = {
  address_label: 'Home',
  recipient_name: 'Sari Wulandari',
  recipient_phone: '0812-3456-7890',
  recipient_zip: '40151',
  address_street: 'Jl. Dago No. 12',
  province_id: 32,
  city_id: 3273,
  subdistrict_id: 327301,
  address_notes: 'Green gate',
}

type List = { data: { user_addresses: UserAddress[] } }
const list = async (member: SignedUpMember) =>
  (await callApi<List>(t.app, 'GET', 'user/address', {}, { token: member.token })).body.data
    .user_addresses
const save = (
  member: SignedUpMember,
  payload: Record<string, unknown>,
  method: 'POST' | 'PUT' = 'POST',
) => callApi(t.app, method, 'user/address', payload, { token: member.token })

describe('shipping addresses', () => {
  test('the first address becomes primary, with its region names; a second does not', async () => {
    const member = await signUpMember(t.app)
    expect(await list(member)).toEqual([])
    expect((await save(member, bandung)).body).toEqual({ data: { message: MESSAGES.addressSaved } })
    await save(member, { ...bandung, address_label: 'Office', address_notes: '' })
    const [home, office] = await list(member)
    expect(home).toMatchObject({
      label: 'Home',
      recipient_phone: '081234567890',
      is_primary: 1,
      notes: 'Green gate',
      subdistrict: { subdistrict_name: 'Sukasari' },
      city: { type: 'Kota', city_name: 'Bandung' },
      province: { province_name: 'Jawa Barat' },
    })
    expect(office).toMatchObject({ label: 'Office', is_primary: 0, notes: null })
  })

  test('setting a second address as primary moves the flag; only a non-primary address can be removed', async () => {
    const member = await signUpMember(t.app)
    await save(member, bandung)
    await save(member, { ...bandung, address_label: 'Office' })
    const [home, office] = await list(member)
    if (!home || !office) throw new Error('two addresses expected')
    const refused = await callApi(
      t.app,
      'DELETE',
      'user/address',
      { user_address_id: home.id },
      { token: member.token },
    )
    expect(refused).toMatchObject({
      status: 400,
      body: { error: { message: MESSAGES.primaryAddressLocked } },
    })
    const primary = await callApi(
      t.app,
      'POST',
      'user/address-primary',
      { user_address_id: office.id },
      { token: member.token },
    )
    expect(primary.body).toEqual({ data: { message: MESSAGES.addressPrimarySet } })
    expect((await list(member)).map((a) => [a.label, a.is_primary])).toEqual([
      ['Office', 1],
      ['Home', 0],
    ])
    const removed = await callApi(
      t.app,
      'DELETE',
      'user/address',
      { user_address_id: home.id },
      { token: member.token },
    )
    expect(removed.body).toEqual({ data: { message: MESSAGES.addressRemoved } })
    expect((await list(member)).map((a) => a.label)).toEqual(['Office'])
  })

  test('an address is edited in place', async () => {
    const member = await signUpMember(t.app)
    await save(member, bandung)
    const [home] = await list(member)
    const edited = await save(
      member,
      { ...bandung, user_address_id: home?.id, address_street: 'Jl. Riau No. 5' },
      'PUT',
    )
    expect(edited.status).toBe(200)
    expect((await list(member))[0]).toMatchObject({
      id: home?.id,
      address_street: 'Jl. Riau No. 5',
      is_primary: 1,
    })
  })

  test('the section 5 texts come back in the form order', async () => {
    const member = await signUpMember(t.app)
    const order: [keyof typeof bandung, string][] = [
      ['address_label', MESSAGES.addressLabelRequired],
      ['recipient_name', MESSAGES.recipientNameRequired],
      ['recipient_phone', MESSAGES.recipientPhoneRequired],
      ['recipient_zip', MESSAGES.recipientZipRequired],
      ['address_street', MESSAGES.addressStreetRequired],
      ['province_id', MESSAGES.provinceRequired],
      ['city_id', MESSAGES.cityRequired],
      ['subdistrict_id', MESSAGES.subdistrictRequired],
    ]
    for (const [field, message] of order) {
      const payload: Record<string, unknown> = { ...bandung }
      delete payload[field]
      expect((await save(member, payload)).body).toEqual({ error: { message } })
    }
    expect(await list(member)).toEqual([])
  })

  test('a city outside the province or a district outside the city is refused', async () => {
    const member = await signUpMember(t.app)
    expect((await save(member, { ...bandung, city_id: 3578 })).body).toEqual({
      error: { message: MESSAGES.cityRequired },
    })
    expect((await save(member, { ...bandung, subdistrict_id: 357801 })).body).toEqual({
      error: { message: MESSAGES.subdistrictRequired },
    })
    expect((await save(member, { ...bandung, province_id: 99 })).body).toEqual({
      error: { message: MESSAGES.provinceRequired },
    })
    expect(await list(member)).toEqual([])
  })
})

describe('regions', () => {
  test('provinces, the cities of a province and the districts of a city come by name', async () => {
    const provinces = await callApi<{
      data: { province_list: { id: number; province_name: string }[] }
    }>(t.app, 'GET', 'master/province')
    expect(provinces.body.data.province_list).toHaveLength(38)
    expect(provinces.body.data.province_list).toContainEqual({
      id: 32,
      province_name: 'Jawa Barat',
    })
    const cities = await callApi<{ data: { city_list: unknown[] } }>(t.app, 'GET', 'master/city', {
      province_id: 32,
    })
    expect(cities.body.data.city_list).toContainEqual({
      id: 3273,
      type: 'Kota',
      city_name: 'Bandung',
    })
    const districts = await callApi<{ data: { subdistrict_list: unknown[] } }>(
      t.app,
      'GET',
      'master/subdistrict',
      { city_id: 3273 },
    )
    expect(districts.body.data.subdistrict_list).toContainEqual({
      id: 327301,
      subdistrict_name: 'Sukasari',
    })
  })

  test('a missing or malformed parent id is refused with the form text', async () => {
    for (const query of [{}, { province_id: 'x' }, { province_id: 3273 }]) {
      const { status, body } = await callApi(t.app, 'GET', 'master/city', query)
      expect([status, body]).toEqual([400, { error: { message: MESSAGES.provinceRequired } }])
    }
    const { body } = await callApi(t.app, 'GET', 'master/subdistrict', { city_id: '1 or 1=1' })
    expect(body).toEqual({ error: { message: MESSAGES.cityRequired } })
  })
})
