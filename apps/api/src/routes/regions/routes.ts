import type { FastifyInstance } from 'fastify'
import { getCities, getProvinces, getSubdistricts } from '@store/contract/regions'
import { registerCall } from '../../lib/register-call'
import { listCities, listProvinces, listSubdistricts } from './region.repository'

export function regionRoutes(app: FastifyInstance) {
  // Government region lists change only with a new data release: answers from memory.
  const cached = { cache: 'catalogue' } as const

  registerCall(
    app,
    getProvinces,
    async () => ({
      data: { province_list: await listProvinces(app.db) },
    }),
    cached,
  )

  registerCall(
    app,
    getCities,
    async ({ province_id }) => ({
      data: { city_list: await listCities(app.db, province_id) },
    }),
    cached,
  )

  registerCall(
    app,
    getSubdistricts,
    async ({ city_id }) => ({
      data: { subdistrict_list: await listSubdistricts(app.db, city_id) },
    }),
    cached,
  )
}
