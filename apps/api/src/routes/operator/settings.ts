import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { ErrorResponseSchema } from '@store/contract/common'
import { SetSettingResponseSchema, SetSettingSchema } from '@store/contract/operator-orders'
import { putSetting } from '../../lib/settings.repository'

const ERRORS = { 400: ErrorResponseSchema, 401: ErrorResponseSchema }

/**
 * Sets or clears one of the spec's general settings (the home popup's image,
 * the home video). Home answers are cached, so the write goes through
 * catalogueWrites and every instance shows the change at once.
 */
export function operatorSettingRoutes(operator: FastifyInstance) {
  const app = operator.withTypeProvider<ZodTypeProvider>()
  app.post(
    '/settings',
    {
      schema: {
        hide: true,
        body: SetSettingSchema,
        response: { 200: SetSettingResponseSchema, ...ERRORS },
      },
    },
    async (request) => {
      const { key, value } = request.body
      const previous = await operator.catalogueWrites.transaction(async (writer) => {
        const held = await putSetting(writer.tx, key, value)
        writer.catalogueChanged()
        return held
      })
      return { data: { key, previous, value } }
    },
  )
}
