import type { FastifyInstance } from 'fastify'
import { getCities, getProvinces, getSubdistricts } from '@store/contract/regions'
import { registerCall } from '../../lib/register-call'
import { createRegionRepository } from './region.repository'

export function regionRoutes(app: FastifyInstance) {
  const regions = createRegionRepository(app.db)

  registerCall(app, getProvinces, async () => ({
    data: { province_list: await regions.listProvinces() },
  }))

  registerCall(app, getCities, async ({ province_id }) => ({
    data: { city_list: await regions.listCities(province_id) },
  }))

  registerCall(app, getSubdistricts, async ({ city_id }) => ({
    data: { subdistrict_list: await regions.listSubdistricts(city_id) },
  }))
}
