import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { ErrorResponseSchema } from '@store/contract/common'
import { CreateStaffResponseSchema, CreateStaffSchema } from '@store/contract/admin/operator-staff'
import { recordAudit } from '../../lib/audit.repository'
import { hashPassword } from '../../lib/auth/passwords'
import { badRequest } from '../../lib/http-errors'
import { createStaff } from '../admin/auth/staff.repository'
import { findMissingShowrooms } from './operator.repository'

const ERRORS = { 400: ErrorResponseSchema, 401: ErrorResponseSchema }

/** Makes a staff account from the terminal: the first OWNER, or any account later. */
export function operatorStaffRoutes(operator: FastifyInstance) {
  const app = operator.withTypeProvider<ZodTypeProvider>()
  app.post(
    '/staff',
    {
      schema: {
        hide: true,
        body: CreateStaffSchema,
        response: { 200: CreateStaffResponseSchema, ...ERRORS },
      },
    },
    async (request) => {
      const { email, name, role, password, showroom_ids: showroomIds } = request.body
      const missing = await findMissingShowrooms(operator.db, showroomIds)
      if (missing.length > 0) throw badRequest(`There is no showroom ${missing.join(', ')}.`)
      const passwordHash = await hashPassword(password)
      const id = await operator.db.transaction(async (tx) => {
        const created = await createStaff(tx, { email, name, role, passwordHash }, showroomIds)
        if (created !== null)
          await recordAudit(tx, 'operator', {
            action: 'staff.create',
            entity: 'staff',
            entityId: created,
            after: { email, name, role, showroom_ids: showroomIds },
          })
        return created
      })
      if (id === null) throw badRequest(`There is a staff account for ${email} already.`)
      return { data: { id, email, role } }
    },
  )
}
