import { expect, test } from 'vitest'
import { MESSAGES } from './messages'
import { getCities, getProvinces, getSubdistricts } from './regions'
import { accept, refusal } from './test-utils'

test('cities are asked for by a 2-digit province code', () => {
  expect(accept(getCities.payload, { province_id: '32' })).toEqual({ province_id: 32 })
  expect(refusal(getCities.payload, {})).toBe(MESSAGES.provinceRequired)
  expect(refusal(getCities.payload, { province_id: '3273' })).toBe(MESSAGES.provinceRequired)
})

test('subdistricts are asked for by a 4-digit regency code', () => {
  expect(accept(getSubdistricts.payload, { city_id: '3273' })).toEqual({ city_id: 3273 })
  expect(refusal(getSubdistricts.payload, { city_id: 'bandung' })).toBe(MESSAGES.cityRequired)
})

test('region lists are answered under data', () => {
  expect(
    accept(getProvinces.response, {
      data: { province_list: [{ id: 32, province_name: 'Jawa Barat' }] },
    }),
  ).toBeTruthy()
  const cities = { data: { city_list: [{ id: 3273, type: 'Kota', city_name: 'Bandung' }] } }
  expect(accept(getCities.response, cities)).toEqual(cities)
  expect(
    refusal(getCities.response, {
      data: { city_list: [{ id: 1, type: 'Kecamatan', city_name: 'X' }] },
    }),
  ).toBeDefined()
})
