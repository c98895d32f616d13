import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { ErrorResponseSchema } from '@store/contract/common'
import {
  AdvanceClockSchema,
  ClockSchema,
  JobRunResponseSchema,
  OPERATOR_PREFIX,
  RunJobSchema,
} from '@store/contract/operator'
import type { Clock } from '../../lib/clock'
import { badRequest } from '../../lib/http-errors'
import { requireOperator } from '../../plugins/operator'
import { operatorOrderRoutes } from './orders'
import { operatorReturnRoutes } from './returns'
import { operatorSettingRoutes } from './settings'
import { operatorStaffRoutes } from './staff'
import { operatorStockRoutes } from './stock'

const ERRORS = { 400: ErrorResponseSchema, 401: ErrorResponseSchema }

/**
 * The operator's calls (docs/decisions/026). Each file of this folder adds
 * its own; all of them need the operator token.
 */
export function operatorRoutes(api: FastifyInstance, options: { token: string; clock: Clock }) {
  const app = api.withTypeProvider<ZodTypeProvider>()
  const { clock } = options
  void app.register(
    (operator, _options, done) => {
      operator.addHook('onRequest', (request, _reply, next) => {
        requireOperator(request, options.token)
        next()
      })
      const clockAnswer = () => ({
        data: {
          now: clock.now().toISOString(),
          offset_minutes: clock.offsetMs() / 60_000,
          adjustable: clock.adjustable,
        },
      })
      const typed = operator.withTypeProvider<ZodTypeProvider>()
      const hidden = { hide: true, response: { 200: ClockSchema, ...ERRORS } }
      typed.get('/clock', { schema: hidden }, () => clockAnswer())
      typed.post('/clock', { schema: { ...hidden, body: AdvanceClockSchema } }, (request) => {
        if (!clock.adjustable)
          throw badRequest('The clock can only be moved when the store runs with CLOCK_SHIFT=on.')
        clock.advance(request.body.minutes * 60_000)
        return clockAnswer()
      })
      typed.post(
        '/jobs/run',
        {
          schema: {
            hide: true,
            body: RunJobSchema,
            response: { 200: JobRunResponseSchema, ...ERRORS },
          },
        },
        async (request) => {
          const { name } = request.body
          // Through app.jobs, so no route imports jobs/ (decision 064).
          const refused = operator.jobs.refusal(name)
          if (refused) throw badRequest(refused)
          return { data: { name, count: await operator.jobs.run(name) } }
        },
      )
      operatorOrderRoutes(operator)
      operatorReturnRoutes(operator)
      operatorStockRoutes(operator)
      operatorSettingRoutes(operator)
      operatorStaffRoutes(operator)
      done()
    },
    { prefix: `/${OPERATOR_PREFIX}` },
  )
}
