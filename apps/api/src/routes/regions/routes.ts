import type { FastifyInstance } from 'fastify'
import { getCities, getProvinces, getSubdistricts } from '@store/contract/regions'
import { registerCall } from '../../lib/register-call'
import { createRegionRepository } from './region.repository'

export function regionRoutes(app: FastifyInstance) {
  const regions = createRegionRepository(app.db)
  // Government region lists change only with a new data release: answers from memory.
  const cached = { cache: 'catalogue' } as const

  registerCall(
    app,
    getProvinces,
    async () => ({
      data: { province_list: await regions.listProvinces() },
    }),
    cached,
  )

  registerCall(
    app,
    getCities,
    async ({ province_id }) => ({
      data: { city_list: await regions.listCities(province_id) },
    }),
    cached,
  )

  registerCall(
    app,
    getSubdistricts,
    async ({ city_id }) => ({
      data: { subdistrict_list: await regions.listSubdistricts(city_id) },
    }),
    cached,
  )
}
