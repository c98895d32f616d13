import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  RETURNS_PAGE_SIZE,
  approveReturn,
  closeReturn,
  convertReturnToRefund,
  getReturn,
  listReturns,
  readyExchange,
  receiveReturn,
  recordReturnRefund,
  refuseReturn,
  restockReturn,
  shipExchange,
} from '@store/contract/admin/returns'
import { parseWibText } from '@store/contract/format/wib-text'
import type { CatalogueWriter } from '../../../cache/catalogue-writes'
import { badRequest } from '../../../lib/http-errors'
import { registerCall } from '../../../lib/register-call'
import { languageOf } from '../../../lib/request-language'
import { MAIL_WORDS } from '../../../i18n/words'
import { requireStaff } from '../../../plugins/auth'
import * as moves from '../../../orders/returns/staff-moves'
import type { StaffAct } from '../../../orders/returns/staff-moves'
import {
  bookExchangeWaybill,
  convertToRefund,
  sendExchange,
} from '../../../orders/returns/exchange-moves'
import { recordReturnRefund as recordRefund } from '../../../orders/returns/refund-return'
import { returnStateWord } from '../../../orders/returns/return-words'
import { returnAnswers } from '../../../orders/returns/return-view'
import { findReturns } from '../../../orders/returns/return-view.repository'
import { handlesMoney, returnForStaff, staffReturnOf } from './return-access'

const DAY_MS = 24 * 60 * 60 * 1000

function startOfDay(day: string | undefined, label: string): Date | undefined {
  if (!day) return undefined
  const start = parseWibText(`${day} 00:00`)
  if (!start) throw badRequest(`${label} is not a day of the calendar.`)
  return start
}

/**
 * The back office's returns (decision 086): the list, a return's page and
 * each staff move, one transaction with its conditional update and audit
 * line; a SHOWROOM account reaches only returns brought to its showrooms.
 */
export function returnRoutes(app: FastifyInstance) {
  registerCall(app, listReturns, async (query, request) => {
    const staff = requireStaff(request)
    const since = startOfDay(query.from, 'The first day')
    const lastDay = startOfDay(query.to, 'The last day')
    const until = lastDay && new Date(lastDay.getTime() + DAY_MS)
    if (since && until && since >= until)
      throw badRequest('The first day must not come after the last day.')
    const { rows, total } = await findReturns(
      app.db,
      {
        state: query.state,
        reason: query.reason,
        showroomId: query.showroom,
        showroomIds: staff.role === 'SHOWROOM' ? staff.showroomIds : undefined,
        since,
        until,
        ref: query.q,
      },
      { limit: RETURNS_PAGE_SIZE, offset: (query.page - 1) * RETURNS_PAGE_SIZE },
    )
    return {
      data: {
        returns: await returnAnswers(app.db, rows, handlesMoney(staff)),
        page: query.page,
        per_page: RETURNS_PAGE_SIZE,
        total,
      },
    }
  })

  registerCall(app, getReturn, async ({ ref }, request) => ({
    data: { return: await staffReturnOf(app, requireStaff(request), ref) },
  }))

  /** One move: the access check, the move in its transaction, the buyer told, the page answered. */
  const act = async (
    request: FastifyRequest,
    ref: string,
    work: (writer: CatalogueWriter, act: StaffAct) => Promise<unknown>,
  ) => {
    const staff = requireStaff(request)
    await returnForStaff(app, staff, ref)
    const now = app.clock.now()
    await app.catalogueWrites.transaction((writer) => work(writer, { actor: staff, now }))
    await app.orderEvents.dispatch()
    const answer = await staffReturnOf(app, staff, ref)
    const locale = languageOf(request.headers['accept-language'])
    const state = returnStateWord(locale, answer.state)
    return {
      data: { message: MAIL_WORDS[locale].returns_moved_to({ ref, state }), return: answer },
    }
  }

  registerCall(app, approveReturn, ({ ref }, request) =>
    act(request, ref, (writer, by) => moves.approveReturn(writer, ref, by)),
  )
  registerCall(app, refuseReturn, ({ ref, reason }, request) =>
    act(request, ref, (writer, by) => moves.refuseReturn(writer, ref, { ...by, reason })),
  )
  registerCall(app, receiveReturn, ({ ref, lines, receipt_amount: receiptAmount }, request) =>
    act(request, ref, (writer, by) =>
      moves.receiveReturn(writer, ref, { ...by, lines, receiptAmount }),
    ),
  )
  registerCall(app, restockReturn, ({ ref }, request) =>
    act(request, ref, (writer, by) => moves.restockReturn(writer, ref, by)),
  )
  registerCall(app, shipExchange, async ({ ref }, request) => {
    await returnForStaff(app, requireStaff(request), ref)
    const noResi = await bookExchangeWaybill(app.db, app.courier, ref, app.clock.now())
    return act(request, ref, (writer, by) => sendExchange(writer, ref, { ...by, noResi }))
  })
  registerCall(app, readyExchange, ({ ref }, request) =>
    act(request, ref, (writer, by) => sendExchange(writer, ref, { ...by, noResi: null })),
  )
  registerCall(app, convertReturnToRefund, ({ ref, bank }, request) =>
    act(request, ref, (writer, by) => convertToRefund(writer, ref, { ...by, bank })),
  )
  registerCall(app, recordReturnRefund, ({ ref }, request) =>
    act(request, ref, (writer, by) => recordRefund(writer, ref, by)),
  )
  registerCall(app, closeReturn, ({ ref }, request) =>
    act(request, ref, (writer, by) => moves.closeReturn(writer, ref, by)),
  )
}
