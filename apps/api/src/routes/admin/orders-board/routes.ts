import { Readable } from 'node:stream'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  ORDERS_BOARD_PAGE_SIZE,
  HISTORY_GROUPS,
  ORDER_GROUPS,
  OrdersBoardFilterSchema,
  exportBoardOrders,
  getBoardCounts,
  listBoardOrders,
} from '@store/contract/admin/orders-board'
import type { OrdersBoardFilter } from '@store/contract/admin/orders-board'
import { toWibText } from '@store/contract/format/wib-text'
import { registerCall } from '../../../lib/register-call'
import { authenticate, requireStaff } from '../../../plugins/auth'
import { boardFilterOf } from './board-filter'
import { boardOrderOf, csvHeader, csvLines } from './board-rows'
import {
  countAttention,
  countBoardGroups,
  listBoardPage,
  listBoardShowrooms,
  readCursor,
} from './orders-board.repository'
import { boundsHistory } from './board-where.repository'
import type { BoardFilter } from './board-where.repository'

const EXPORT_CHUNK = 1000

/** Every matching order, a chunk at a time on the same keyset the board pages by. */
async function* exportLines(app: FastifyInstance, filter: BoardFilter) {
  yield `\ufeff${csvHeader()}\r\n`
  let cursor: string | null | undefined
  do {
    const page = await listBoardPage(app.db, filter, readCursor(cursor ?? undefined), EXPORT_CHUNK)
    if (page.rows.length > 0) yield `${csvLines(page.rows)}\r\n`
    cursor = page.next
  } while (cursor)
}

/** The orders board (decision 052): the list, its counts per group, and its CSV. */
export function ordersBoardRoutes(app: FastifyInstance) {
  registerCall(app, listBoardOrders, async (query, request) => {
    const filter = boardFilterOf(query, requireStaff(request))
    const page = await listBoardPage(
      app.db,
      filter,
      readCursor(query.cursor),
      ORDERS_BOARD_PAGE_SIZE,
    )
    return { data: { orders: page.rows.map(boardOrderOf), next_cursor: page.next } }
  })

  registerCall(app, getBoardCounts, async (query, request) => {
    const staff = requireStaff(request)
    const filter = boardFilterOf(
      { ...query, status: undefined, group: undefined, attention: undefined },
      staff,
    )
    const [rows, attention, showrooms] = await Promise.all([
      countBoardGroups(app.db, filter),
      countAttention(app.db, filter),
      listBoardShowrooms(app.db, filter.scope),
    ])
    const withHistory = boundsHistory(filter)
    const counts = ORDER_GROUPS.map((group) => ({
      group,
      count:
        !withHistory && HISTORY_GROUPS.includes(group)
          ? null
          : (rows.find((row) => row.group === group)?.count ?? 0),
    }))
    const total = withHistory ? counts.reduce((sum, row) => sum + (row.count ?? 0), 0) : null
    return { data: { counts, total, attention, showrooms } }
  })

  app.get(
    `/${exportBoardOrders.path}`,
    {
      schema: { hide: true, querystring: OrdersBoardFilterSchema },
      onRequest: (request: FastifyRequest) => authenticate(request, exportBoardOrders),
    },
    async (request, reply) => {
      const query = request.query as OrdersBoardFilter
      const filter = boardFilterOf(query, requireStaff(request))
      const stamp = toWibText(app.clock.now(), 'minute').replace(/\D/g, '').slice(0, 12)
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="kainara-orders-${stamp}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(exportLines(app, filter)))
    },
  )
}
