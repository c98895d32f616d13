import type { FastifyInstance } from 'fastify'
import { callApi } from './members'

export const OPERATOR_TOKEN = 'operator-token-for-tests-0123456789'

interface OperatorAnswer {
  data?: Record<string, unknown>
  error?: { message: string }
}

/** One operator call (docs/decisions/026), with the test token unless another is given. */
export function callOperator(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  path: string,
  payload: Record<string, unknown> = {},
  token: string | null = OPERATOR_TOKEN,
) {
  return callApi<OperatorAnswer>(app, method, `operator/${path}`, payload, {
    authorization: token === null ? undefined : `Bearer ${token}`,
  })
}
