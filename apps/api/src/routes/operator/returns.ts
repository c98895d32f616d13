import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { ErrorResponseSchema } from '@store/contract/common'
import {
  ListReturnsQuerySchema,
  MoveReturnSchema,
  OperatorReturnsSchema,
  ReturnMovedSchema,
} from '@store/contract/operator-returns'
import { toWibText } from '@store/contract/format/wib-text'
import type { CatalogueWriter } from '../../cache/catalogue-writes'
import { badRequest } from '../../lib/http-errors'
import * as moves from '../../orders/returns/staff-moves'
import type { StaffAct } from '../../orders/returns/staff-moves'
import { bookExchangeWaybill, sendExchange } from '../../orders/returns/exchange-moves'
import { recordReturnRefund } from '../../orders/returns/refund-return'
import { returnAnswers } from '../../orders/returns/return-view'
import { findReturns } from '../../orders/returns/return-view.repository'
import { listReturnLines } from '../../orders/returns/returns.repository'
import { returnStateWord } from '../../orders/returns/return-words'

const ERRORS = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
}

/** The operator lists returns and moves them as staff do, audited as 'operator' (decision 086). */
export function operatorReturnRoutes(operator: FastifyInstance) {
  const app = operator.withTypeProvider<ZodTypeProvider>()
  const db = operator.db

  app.get(
    '/returns',
    {
      schema: {
        hide: true,
        querystring: ListReturnsQuerySchema,
        response: { 200: OperatorReturnsSchema, ...ERRORS },
      },
    },
    async (request) => {
      const { rows } = await findReturns(
        db,
        { state: request.query.state },
        { limit: request.query.limit, offset: 0 },
      )
      const answers = await returnAnswers(db, rows, false)
      return {
        data: {
          returns: answers.map((answer, index) => ({
            return_ref: answer.return_ref,
            trx_ref: answer.trx_ref,
            created_at: toWibText(rows[index]?.row.createdAt ?? new Date(0)),
            state: answer.state,
            wish: answer.wish,
            way: answer.way,
            showroom_name: answer.showroom_name,
            buyer_name: answer.buyer_name,
            units: answer.lines.reduce((sum, line) => sum + line.qty, 0),
            no_resi: answer.exchange_no_resi,
          })),
        },
      }
    },
  )

  app.post(
    '/returns/move',
    {
      schema: {
        hide: true,
        body: MoveReturnSchema,
        response: { 200: ReturnMovedSchema, ...ERRORS },
      },
    },
    async (request) => {
      const { ref, move, reason } = request.body
      const now = operator.clock.now()
      const by: StaffAct = { actor: 'operator', now }
      const noResi =
        move === 'ship' ? await bookExchangeWaybill(db, operator.courier, ref, now) : null
      const work: Record<typeof move, (writer: CatalogueWriter) => Promise<unknown>> = {
        approve: (writer) => moves.approveReturn(writer, ref, by),
        refuse: (writer) => {
          if (!reason || reason.length < 4)
            throw badRequest('Give the reason, 4 to 500 characters.')
          return moves.refuseReturn(writer, ref, { ...by, reason })
        },
        receive: async (writer) => {
          const [found] = (await findReturns(writer.tx, { returnRef: ref })).rows
          const lines = found ? await listReturnLines(writer.tx, found.row.id) : []
          const received = lines.map(({ line }) => ({
            id: line.id,
            received: line.qty,
            damaged: 0,
          }))
          return moves.receiveReturn(writer, ref, { ...by, lines: received, receiptAmount: null })
        },
        restock: (writer) => moves.restockReturn(writer, ref, by),
        ship: (writer) => sendExchange(writer, ref, { ...by, noResi }),
        ready: (writer) => sendExchange(writer, ref, { ...by, noResi: null }),
        refund: (writer) => recordReturnRefund(writer, ref, by),
        close: (writer) => moves.closeReturn(writer, ref, by),
      }
      await operator.catalogueWrites.transaction(work[move])
      await operator.orderEvents.dispatch()
      const [row] = (await findReturns(db, { returnRef: ref })).rows
      if (!row) throw badRequest(`There is no return ${ref}.`)
      const state = row.row.state
      return {
        data: {
          return_ref: ref,
          state,
          message: `Return ${ref} is now ${returnStateWord('en', state)}.`,
        },
      }
    },
  )
}
