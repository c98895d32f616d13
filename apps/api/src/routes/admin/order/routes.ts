import type { FastifyInstance } from 'fastify'
import { getOrderDetail } from '@store/contract/admin/order-detail'
import { addOrderNote, markOrderPacked } from '@store/contract/admin/order-actions'
import { recordAudit } from '../../../lib/audit.repository'
import { registerCall } from '../../../lib/register-call'
import { requireStaff } from '../../../plugins/auth'
import { ORDER_AUDIT_ENTITY } from '../../../orders/order.repository'
import { insertOrderNote } from './order-actions.repository'
import { answerWith, orderForStaff } from './order-access'
import { packOrder } from './order-moves'
import { orderBulkRoutes } from './bulk-routes'
import { loadOrderDetail } from './order-detail'
import { languageOf } from '../../../lib/request-language'
import { MAIL_WORDS } from '../../../i18n/words'
import { attentionRoutes } from './attention-routes'
import { cancelOrderRoutes } from './cancel-routes'
import { handOverRoutes } from './hand-over-routes'
import { waybillRoutes } from './waybill-routes'

/** The order page and its actions (docs/decisions/053). */
export function orderPageRoutes(app: FastifyInstance) {
  registerCall(app, getOrderDetail, async ({ ref }, request) => {
    const row = await orderForStaff(app, requireStaff(request), ref)
    return {
      data: await loadOrderDetail(app.db, row, languageOf(request.headers['accept-language'])),
    }
  })

  registerCall(app, markOrderPacked, async ({ ref }, request) => {
    const staff = requireStaff(request)
    const row = await orderForStaff(app, staff, ref)
    await packOrder(app, staff, row, app.clock.now())
    return answerWith(app, request, row.order.trxRef, (l) =>
      MAIL_WORDS[l].order_page_packed({ ref: row.order.trxRef }),
    )
  })

  registerCall(app, addOrderNote, async ({ ref, body }, request) => {
    const staff = requireStaff(request)
    const row = await orderForStaff(app, staff, ref)
    await app.db.transaction(async (tx) => {
      await insertOrderNote(tx, {
        orderId: row.order.id,
        staffId: staff.id,
        actor: staff.email,
        body,
      })
      await recordAudit(tx, staff, {
        action: 'order.note',
        entity: ORDER_AUDIT_ENTITY,
        entityId: row.order.trxRef,
        at: app.clock.now(),
      })
    })
    return answerWith(app, request, row.order.trxRef, (l) => MAIL_WORDS[l].order_page_note_added())
  })

  waybillRoutes(app)
  orderBulkRoutes(app)
  cancelOrderRoutes(app)
  handOverRoutes(app)
  attentionRoutes(app)
}
