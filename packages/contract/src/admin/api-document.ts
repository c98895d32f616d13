import { z } from 'zod'
import { defineStaffCall } from './call'
import { ANY_STAFF } from './staff-roles'

/**
 * The whole OpenAPI document, the back office's calls included. The public
 * one at /api/docs lists the shop's calls only (decision 063).
 */
export const getApiDocument = defineStaffCall({
  method: 'GET',
  path: 'docs/json',
  payload: z.object({}),
  response: z.record(z.string(), z.unknown()),
  roles: ANY_STAFF,
  summary: "The whole API document, the back office's calls included (OpenAPI 3)",
})
