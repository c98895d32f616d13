import multipart from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { ErrorResponseSchema } from '@store/contract/common'
import { uploadLinkedReturnPhoto, uploadMemberReturnPhoto } from '@store/contract/return-photos'
import type { ApiCall } from '@store/contract/call'
import { AUTH_LIMITS, consumeAttempt } from '../../lib/rate-limit'
import { keepUpload } from '../../media/keep-upload'
import { UPLOAD_MULTIPART, readUploadedImage } from '../../media/read-upload'
import type { OrderRow } from '../../orders/order.repository'
import { claimReturnPhoto, refuseReturnPhoto } from '../../orders/returns/return-photo'
import { authenticate } from '../../plugins/auth'
import { returnOrders } from './return-orders'

/**
 * `POST user/return-photos?id=` and `POST order-link/return-photos?ref=&key=`:
 * one damage photo for a return (decision 094), through the image pipeline the
 * back office uses (decision 040). The order is checked before the file is
 * read; the order's cap again in the image's transaction.
 */
export function returnPhotoRoutes(app: FastifyInstance) {
  const orders = returnOrders(app)

  const keep = async (order: OrderRow, request: FastifyRequest) => {
    await consumeAttempt(app.db, AUTH_LIMITS.returnPhotoPerIp, request.ip, app.clock.now())
    await refuseReturnPhoto(app.db, order, app.clock.now())
    const upload = await readUploadedImage(request)
    const now = app.clock.now()
    const kept = await keepUpload(app, 'shopper', upload, (tx, key) =>
      claimReturnPhoto(tx, order.id, key, now),
    )
    return { data: kept }
  }

  void app.register(async (scope) => {
    await scope.register(multipart, UPLOAD_MULTIPART)
    const typed = scope.withTypeProvider<ZodTypeProvider>()
    const schemaOf = (call: ApiCall) => ({
      summary: call.summary,
      tags: ['returns'],
      consumes: ['multipart/form-data'],
      querystring: call.payload,
      response: {
        200: call.response,
        400: ErrorResponseSchema,
        401: ErrorResponseSchema,
        404: ErrorResponseSchema,
        429: ErrorResponseSchema,
      },
    })
    typed.route({
      method: 'POST',
      url: `/${uploadMemberReturnPhoto.path}`,
      schema: { ...schemaOf(uploadMemberReturnPhoto), security: [{ accessToken: [] }] },
      onRequest: async (request) => authenticate(request, uploadMemberReturnPhoto),
      handler: async (request) => {
        const { id } = uploadMemberReturnPhoto.payload.parse(request.query)
        return keep(await orders.member(id, request), request)
      },
    })
    typed.route({
      method: 'POST',
      url: `/${uploadLinkedReturnPhoto.path}`,
      schema: schemaOf(uploadLinkedReturnPhoto),
      handler: async (request) => {
        const link = uploadLinkedReturnPhoto.payload.parse(request.query)
        return keep(await orders.linked(link), request)
      },
    })
  })
}
