import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
import {
  cities,
  orderLines,
  orders,
  provinces,
  showrooms,
  subdistricts,
  users,
} from '@store/db/schema'
import type { Order, OrderLine } from '@store/contract/orders'
import { PAYMENT_STATUS } from '@store/contract/payment'
import { toWibText } from '@store/contract/format/wib-text'
import { pickupQrSvgUrl } from '../../lib/pickup-qr'
import { loadImages } from '../catalog/product-cards.repository'

/** Enough for years of a shopper's orders; older ones are left out of the list. */
export const MAX_LISTED_ORDERS = 200

async function loadLines(db: Executor, orderIds: number[]) {
  const byOrder = new Map<number, OrderLine[]>()
  if (orderIds.length === 0) return byOrder
  const rows = await db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.id))
  const images = await loadImages(db, [...new Set(rows.map((row) => row.productId))], 1)
  for (const row of rows) {
    const list = byOrder.get(row.orderId) ?? []
    list.push({
      id: row.id,
      product_detail_id: row.productId,
      product_name: row.productName,
      size_code: row.sizeCode,
      qty: row.qty,
      retail_price: row.retailPrice,
      net_price: row.netPrice,
      disc_percent: row.discPercent,
      // The row keeps the unit price charged and the line's promo bundle share; the
      // contract's rule (orderLineUnitPrice) must give back that unit price.
      disc_nominal: Math.round((row.netPrice * (100 - row.discPercent)) / 100) - row.unitPrice,
      subtotal: row.subtotal,
      product_detail: { product_images: images.get(row.productId) ?? [] },
    })
    byOrder.set(row.orderId, list)
  }
  return byOrder
}

/**
 * Orders as the spec's Order entity (section 3), newest first, with the last
 * tracking stored for each; the courier is never asked here.
 */
export async function findOrders(db: Executor, where: SQL | undefined, limit = MAX_LISTED_ORDERS) {
  const rows = await db
    .select({
      order: orders,
      showroomName: showrooms.showroomName,
      memberName: users.name,
      subdistrictName: subdistricts.subdistrictName,
      cityName: cities.cityName,
      provinceName: provinces.provinceName,
    })
    .from(orders)
    .innerJoin(showrooms, eq(showrooms.id, orders.showroomId))
    .leftJoin(users, eq(users.id, orders.userId))
    .leftJoin(subdistricts, eq(subdistricts.id, orders.subdistrictId))
    .leftJoin(cities, eq(cities.id, orders.cityId))
    .leftJoin(provinces, eq(provinces.id, orders.provinceId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
  const lines = await loadLines(
    db,
    rows.map((row) => row.order.id),
  )
  return Promise.all(
    rows.map(async ({ order, ...joined }): Promise<Order> => {
      const delivery = order.shippingType === 'ONLINE_DELIVERY'
      const ready = order.status === 'READY_FOR_PICKUP' && order.pickupCode
      return {
        id: order.id,
        trx_ref: order.trxRef,
        trx_date: toWibText(order.createdAt),
        trx_status: order.status,
        shipping_type: order.shippingType,
        grand_total: order.grandTotal,
        promo_code: order.promoCode,
        promo_discount: order.promoDiscount,
        notes: order.addressNotes,
        showroom: { id: order.showroomId, showroom_name: joined.showroomName },
        // The pick-up code is the collection proof: it shows only once the order is paid for.
        pickup_code: !delivery && order.paidAt ? order.pickupCode : null,
        pickup_qr: ready ? await pickupQrSvgUrl(order.trxRef, ready) : null,
        no_resi: order.noResi,
        shipping_courier: order.shippingCourier,
        shipping_service_name: order.shippingServiceName,
        shipping_cost: order.shippingCost,
        shipping_notes: order.shippingNotes,
        address_recipient_name: order.recipientName,
        address_recipient_phone: order.recipientPhone,
        address_label: order.addressLabel,
        address_street: order.addressStreet,
        address_subdistrict: joined.subdistrictName,
        address_city: joined.cityName,
        address_province: joined.provinceName,
        payment_status_desc: order.paymentStatusDesc,
        payment_channel: order.paymentChannel,
        payment_in_process:
          order.status === 'WAITING_PAYMENT' &&
          order.paymentStatusCode === PAYMENT_STATUS.IN_PROCESS,
        payment_duedate: toWibText(order.expiresAt),
        payment_date: order.paymentDate,
        user: joined.memberName === null ? null : { name: joined.memberName },
        sales_trx_details: lines.get(order.id) ?? [],
        order_tracking: order.noResi ? order.tracking : null,
      }
    }),
  )
}

/** One order of one member: another member's id finds nothing. */
export async function findMemberOrder(db: Executor, userId: number, orderId: number) {
  const [order] = await findOrders(db, and(eq(orders.id, orderId), eq(orders.userId, userId)), 1)
  return order ?? null
}

export async function findOrderByRef(db: Executor, trxRef: string) {
  const [order] = await findOrders(db, eq(orders.trxRef, trxRef), 1)
  return order ?? null
}

export const findMemberOrders = (db: Executor, userId: number) =>
  findOrders(db, eq(orders.userId, userId))
