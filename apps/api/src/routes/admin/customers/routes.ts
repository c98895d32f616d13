import type { FastifyInstance } from 'fastify'
import {
  CUSTOMERS_PAGE_SIZE,
  getMember,
  listGuests,
  listMembers,
} from '@store/contract/admin/customers'
import { ERASE_MESSAGES, eraseMember, exportMemberData } from '@store/contract/admin/customer-data'
import { orderNumber } from '@store/contract/orders'
import { PAID_TRX_STATUSES } from '@store/contract/order-status'
import { recordAudit } from '../../../lib/audit.repository'
import { notFound } from '../../../lib/http-errors'
import { toWibText } from '@store/contract/format/wib-text'
import { registerCall } from '../../../lib/register-call'
import { requireStaff } from '../../../plugins/auth'
import { listGuestPage, listMemberPage } from './customers.repository'
import { MEMBER_NOT_FOUND, eraseMemberData } from './erase-member'
import { readMemberExport } from './member-export'
import {
  findMember,
  findNewsletterOf,
  listMemberAddresses,
  listMemberOrders,
} from './member-data.repository'

const atOrNull = (date: Date | null) => (date ? toWibText(date) : null)
const pageOf = (page: number) => ({
  limit: CUSTOMERS_PAGE_SIZE,
  offset: (page - 1) * CUSTOMERS_PAGE_SIZE,
})

/** Customers (docs/decisions/054): OWNER and STAFF read them; only an OWNER exports or erases. */
export function customerRoutes(app: FastifyInstance) {
  registerCall(app, listMembers, async ({ q, page }) => {
    const { members, total } = await listMemberPage(app.db, q || undefined, pageOf(page))
    return {
      data: {
        members: members.map((member) => ({
          id: member.id,
          name: member.name,
          email: member.email,
          joined_at: toWibText(member.joinedAt),
          order_count: member.orderCount,
          total_spent: member.totalSpent,
          last_order_at: atOrNull(member.lastOrderAt),
          newsletter: member.newsletter,
        })),
        page,
        per_page: CUSTOMERS_PAGE_SIZE,
        total,
      },
    }
  })

  registerCall(app, listGuests, async ({ q, page }) => {
    const { guests, total } = await listGuestPage(app.db, q || undefined, pageOf(page))
    return {
      data: {
        guests: guests.map((guest) => ({
          email: guest.email,
          name: guest.name,
          phone: guest.phone,
          last_order_ref: guest.lastOrderRef,
          order_count: guest.orderCount,
          total_spent: guest.totalSpent,
          last_order_at: atOrNull(guest.lastOrderAt),
          newsletter: guest.newsletter,
        })),
        page,
        per_page: CUSTOMERS_PAGE_SIZE,
        total,
      },
    }
  })

  registerCall(app, getMember, async ({ id }) => {
    const user = await findMember(app.db, id)
    if (!user) throw notFound(MEMBER_NOT_FOUND)
    const [addresses, orders, newsletter] = await Promise.all([
      listMemberAddresses(app.db, id),
      listMemberOrders(app.db, id),
      findNewsletterOf(app.db, user.email),
    ])
    const paid = orders.filter((order) => PAID_TRX_STATUSES.includes(order.status))
    return {
      data: {
        member: {
          id: user.id,
          name: user.name,
          email: user.email,
          gender: user.gender,
          joined_at: toWibText(user.createdAt),
          order_count: orders.length,
          total_spent: paid.reduce((sum, order) => sum + order.grandTotal, 0),
          last_order_at: atOrNull(orders[0]?.createdAt ?? null),
          newsletter: newsletter?.status ?? null,
        },
        addresses: addresses.map((address) => ({
          id: address.id,
          label: address.label,
          recipient_name: address.recipientName,
          recipient_phone: address.recipientPhone,
          zip: address.recipientZip,
          street: address.addressStreet,
          district: address.district,
          city: address.city,
          province: address.province,
          notes: address.notes,
          is_primary: address.isPrimary,
        })),
        orders: orders.map((order) => ({
          ref: order.trxRef,
          number: `ORDER #${orderNumber(order.trxRef)}`,
          created_at: toWibText(order.createdAt),
          status: order.status,
          shipping_type: order.shippingType,
          grand_total: order.grandTotal,
          paid: PAID_TRX_STATUSES.includes(order.status),
        })),
      },
    }
  })

  // The access is itself recorded: who took a copy of whose data, and when.
  registerCall(app, exportMemberData, async ({ id }, request, reply) => {
    const staff = requireStaff(request)
    const data = await readMemberExport(app, id)
    if (!data) throw notFound(MEMBER_NOT_FOUND)
    await recordAudit(app.db, staff, {
      action: 'customer.export',
      entity: 'customer',
      entityId: id,
    })
    const day = data.exported_at.slice(0, 10).replace(/-/g, '')
    void reply
      .header('content-disposition', `attachment; filename="kainara-member-${id}-${day}.json"`)
      .header('cache-control', 'no-store')
    return { data }
  })

  registerCall(app, eraseMember, async (input, request) => {
    const staff = requireStaff(request)
    const ordersAnonymised = await eraseMemberData(app, staff, input)
    return { data: { message: ERASE_MESSAGES.erased, orders_anonymised: ordersAnonymised } }
  })
}
