import type { FastifyInstance } from 'fastify'
import { STOCK_MESSAGES, saveStock } from '@store/contract/admin/stock'
import { recordAudit } from '../../../lib/audit.repository'
import { HttpError, badRequest } from '../../../lib/http-errors'
import { registerCall } from '../../../lib/register-call'
import { requireStaff } from '../../../plugins/auth'
import { describeSizes, listShowrooms } from './stock.repository'

interface Moved {
  productSizeId: number
  showroomId: number
  expected: number
  held: number
}

/**
 * A batch of stock cells, each set only if it still holds what the editor saw
 * (docs/decisions/044): one moved cell and nothing is written.
 */
export function saveStockRoutes(app: FastifyInstance) {
  registerCall(app, saveStock, async ({ cells }, request) => {
    const staff = requireStaff(request)
    // Locked in checkout's order (by size), so a save and an order cannot deadlock.
    const ordered = [...cells].sort(
      (a, b) => a.product_size_id - b.product_size_id || a.showroom_id - b.showroom_id,
    )
    const sizeIds = [...new Set(ordered.map((cell) => cell.product_size_id))]
    const showroomIds = [...new Set(ordered.map((cell) => cell.showroom_id))]
    await app.catalogueWrites.transaction(async (writer) => {
      const sizes = new Map((await describeSizes(writer.tx, sizeIds)).map((s) => [s.id, s]))
      const rooms = new Map((await listShowrooms(writer.tx, showroomIds)).map((r) => [r.id, r]))
      const missingSize = sizeIds.find((id) => !sizes.has(id))
      if (missingSize !== undefined) throw badRequest(`There is no size ${missingSize}.`)
      const missingRoom = showroomIds.find((id) => !rooms.has(id))
      if (missingRoom !== undefined) throw badRequest(`There is no showroom ${missingRoom}.`)

      const moved: Moved[] = []
      for (const cell of ordered) {
        const result = await writer.setStockIf({
          productSizeId: cell.product_size_id,
          showroomId: cell.showroom_id,
          expected: cell.expected_qty,
          qty: cell.qty,
        })
        if (!result.set)
          moved.push({
            productSizeId: cell.product_size_id,
            showroomId: cell.showroom_id,
            expected: cell.expected_qty,
            held: result.held,
          })
      }
      if (moved.length > 0) {
        const named = moved.map((cell) => {
          const size = sizes.get(cell.productSizeId)
          const room = rooms.get(cell.showroomId)
          return `${size?.productName} size ${size?.sizeCode} at ${room?.name} now holds ${cell.held} (you saw ${cell.expected})`
        })
        throw new HttpError(
          409,
          `The stock changed while you were editing, so nothing was saved: ${named.join('; ')}. Check the new quantities and save again.`,
        )
      }
      // Named as staff read them, so the log says 'Stock of KNMBT901 M at Senayan City: 3 -> 2'.
      const named = (c: (typeof ordered)[number], qty: number) => ({
        product_size_id: c.product_size_id,
        showroom_id: c.showroom_id,
        product_code: sizes.get(c.product_size_id)?.productCode,
        size: sizes.get(c.product_size_id)?.sizeCode,
        showroom: rooms.get(c.showroom_id)?.name,
        qty,
      })
      await recordAudit(writer.tx, staff, {
        action: 'stock.set',
        entity: 'stock',
        before: ordered.map((c) => named(c, c.expected_qty)),
        after: ordered.map((c) => named(c, c.qty)),
        at: app.clock.now(),
      })
    })
    return { message: STOCK_MESSAGES.saved(cells.length) }
  })
}
