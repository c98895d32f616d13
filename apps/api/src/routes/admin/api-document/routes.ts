import type { FastifyInstance } from 'fastify'
import { getApiDocument } from '@store/contract/admin/api-document'
import { registerCall } from '../../../lib/register-call'

/** The whole API document for staff; the public one leaves the back office out (decision 063). */
export function apiDocumentRoutes(app: FastifyInstance) {
  registerCall(app, getApiDocument, () =>
    Promise.resolve(app.swagger() as unknown as Record<string, unknown>),
  )
}
