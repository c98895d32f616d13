import type { FastifyInstance } from 'fastify'
import { markOrderAttentionHandled } from '@store/contract/admin/order-actions'
import { recordAudit } from '../../../lib/audit.repository'
import { HttpError } from '../../../lib/http-errors'
import { registerCall } from '../../../lib/register-call'
import { MAIL_WORDS } from '../../../i18n/words'
import { requireStaff } from '../../../plugins/auth'
import { ORDER_AUDIT_ENTITY } from '../../../orders/order.repository'
import { clearAttention } from '../../../orders/pay/attention.repository'
import { answerWith, orderForStaff } from './order-access'

const alreadyHandled = (ref: string) =>
  new HttpError(409, (l) => MAIL_WORDS[l].order_page_no_attention({ ref }))

/**
 * "Mark handled" on an order flagged for a person (docs/decisions/050): the
 * flag is cleared and the audit line written in one transaction, conditional
 * on the flag still being set, so two staff at once clear it once.
 */
export function attentionRoutes(app: FastifyInstance) {
  registerCall(app, markOrderAttentionHandled, async ({ ref }, request) => {
    const staff = requireStaff(request)
    const row = await orderForStaff(app, staff, ref)
    const { trxRef } = row.order
    if (row.order.attention === null) throw alreadyHandled(trxRef)
    await app.db.transaction(async (tx) => {
      const cleared = await clearAttention(tx, row.order.id)
      if (!cleared) throw alreadyHandled(trxRef)
      await recordAudit(tx, staff, {
        action: 'order.attention_handled',
        entity: ORDER_AUDIT_ENTITY,
        entityId: trxRef,
        before: { attention: cleared.attention, attention_at: cleared.attentionAt?.toISOString() },
        after: { attention: null },
        at: app.clock.now(),
      })
    })
    return answerWith(app, request, trxRef, (l) =>
      MAIL_WORDS[l].order_page_marked_handled({ ref: trxRef }),
    )
  })
}
