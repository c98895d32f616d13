import { z } from 'zod'
import { defineCall } from './call'
import { requiredId } from './common'
import { MESSAGES } from './messages'
import { ROUTES } from './routes'

/**
 * Region ids are the Kemendagri codes as integers: a province has 2 digits
 * (32), a regency (the spec's city) 4 (3273), a district (the spec's
 * subdistrict) 6 (327301). A code outside its range can never be chosen.
 */
export const REGION_ID_RANGES = {
  province: { min: 11, max: 99 },
  city: { min: 1101, max: 9999 },
  subdistrict: { min: 110101, max: 999999 },
} as const

export const provinceIdField = requiredId(MESSAGES.provinceRequired, REGION_ID_RANGES.province)
export const cityIdField = requiredId(MESSAGES.cityRequired, REGION_ID_RANGES.city)
export const subdistrictIdField = requiredId(
  MESSAGES.subdistrictRequired,
  REGION_ID_RANGES.subdistrict,
)

export const ProvinceSchema = z.object({ id: z.number().int(), province_name: z.string() })
export type Province = z.infer<typeof ProvinceSchema>

export const CITY_TYPES = ['Kabupaten', 'Kota'] as const
/** `city_name` comes without its type: show `${type} ${city_name}` ('Kota Bandung'). */
export const CitySchema = z.object({
  id: z.number().int(),
  type: z.enum(CITY_TYPES),
  city_name: z.string(),
})
export type City = z.infer<typeof CitySchema>

export const SubdistrictSchema = z.object({ id: z.number().int(), subdistrict_name: z.string() })
export type Subdistrict = z.infer<typeof SubdistrictSchema>

export const getProvinces = defineCall({
  ...ROUTES.getProvinces,
  payload: z.object({}),
  response: z.object({ data: z.object({ province_list: z.array(ProvinceSchema) }) }),
  summary: 'All provinces of Indonesia, by name',
})

export const getCities = defineCall({
  ...ROUTES.getCities,
  payload: z.object({ province_id: provinceIdField }),
  response: z.object({ data: z.object({ city_list: z.array(CitySchema) }) }),
  summary: 'The regencies and cities of a province, by name',
})

export const getSubdistricts = defineCall({
  ...ROUTES.getSubdistricts,
  payload: z.object({ city_id: cityIdField }),
  response: z.object({ data: z.object({ subdistrict_list: z.array(SubdistrictSchema) }) }),
  summary: 'The districts of a regency or city, by name',
})
