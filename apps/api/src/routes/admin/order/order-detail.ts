import type { Executor } from '@store/db/client'
import type { OrderDetail } from '@store/contract/admin/order-detail'
import type { Locale } from '@store/contract/locale'
import { toWibText } from '@store/contract/format/wib-text'
import { loadImages } from '../../catalog/product-cards.repository'
import { findWaybillOrder, senderNameOf } from '../../../orders/fulfil/waybill-orders.repository'
import type { WaybillOrder } from '../../../orders/fulfil/waybill-orders.repository'
import { findOrderByRefOrNo, listOrderLines } from '../../../orders/order.repository'
import {
  listOrderAudit,
  listOrderEvents,
  listOrderNotes,
  listProductCodes,
} from './order-detail.repository'
import { orderTimeline } from './order-timeline'
import { listOrderRefunds } from '../../../orders/refunds/refunds.repository'

const stamp = (date: Date | null) => (date ? toWibText(date) : null)

/** The order with its showroom and address names, by reference or order number. */
export async function findStaffOrder(db: Executor, ref: string): Promise<WaybillOrder | null> {
  const order = await findOrderByRefOrNo(db, ref)
  return order && findWaybillOrder(db, order.id)
}

/** Everything the order page shows of one order, its timeline in the staff member's language. */
export async function loadOrderDetail(
  db: Executor,
  row: WaybillOrder,
  language: Locale = 'en',
): Promise<OrderDetail> {
  const { order, showroom } = row
  const [lines, events, audit, notes, refunds] = await Promise.all([
    listOrderLines(db, order.id),
    listOrderEvents(db, order.id),
    listOrderAudit(db, order.trxRef),
    listOrderNotes(db, order.id),
    listOrderRefunds(db, order.id),
  ])
  const productIds = [...new Set(lines.map((line) => line.productId))]
  const [images, codes] = await Promise.all([
    loadImages(db, productIds, 1),
    listProductCodes(db, productIds),
  ])
  const courier = order.shippingType === 'ONLINE_DELIVERY'
  const address = courier
    ? [order.addressStreet, row.subdistrictName, row.cityName, row.provinceName, order.addressZip]
    : []
  return {
    trx_ref: order.trxRef,
    trx_no: order.trxNo,
    status: order.status,
    shipping_type: order.shippingType,
    showroom: { id: showroom.id, name: showroom.showroomName },
    created_at: toWibText(order.createdAt),
    buyer: {
      name: order.buyerName,
      email: order.buyerEmail,
      member: order.userId !== null,
      recipient_name: order.recipientName,
      phone: order.recipientPhone,
      address: address.filter((part): part is string => Boolean(part?.trim())),
      address_notes: order.addressNotes,
    },
    lines: lines.map((line) => ({
      id: line.id,
      product_id: line.productId,
      product_name: line.productName,
      product_code: codes.get(line.productId) ?? '',
      size_code: line.sizeCode,
      qty: line.qty,
      cancelled_qty: line.cancelledQty,
      unit_price: line.unitPrice,
      retail_price: line.retailPrice,
      bundle_saving: line.discNominal,
      subtotal: line.subtotal,
      image_url: images.get(line.productId)?.[0]?.image_url ?? null,
    })),
    totals: {
      items_before_bundles: lines.reduce((sum, line) => sum + line.unitPrice * line.qty, 0),
      bundle_savings: lines.reduce((sum, line) => sum + line.discNominal, 0),
      items_total: order.itemsTotal,
      promo_code: order.promoCode,
      promo_discount: order.promoDiscount,
      shipping_cost: order.shippingCost,
      grand_total: order.grandTotal,
    },
    shipping: {
      sender_name: senderNameOf(showroom.showroomName),
      sender_address: [showroom.address1, showroom.address2, showroom.address3].filter(
        (line): line is string => Boolean(line?.trim()),
      ),
      sender_phone: showroom.phone,
      courier: order.shippingCourier,
      service: order.shippingServiceName,
      etd: order.shippingEtd,
      notes: order.shippingNotes,
      weight_grams: order.weightGrams,
      no_resi: order.noResi,
      booking_error: order.bookingError,
      pickup_code: order.pickupCode,
      packed_at: stamp(order.packedAt),
      tracking: order.tracking,
    },
    payment: {
      channel: order.paymentChannel,
      channel_uid: order.paymentChannelUid,
      faspay_trx_id: order.paymentTrxId,
      faspay_reff: order.paymentReff,
      status: order.paymentStatusDesc,
      payment_date: order.paymentDate,
      paid_at: stamp(order.paidAt),
      expires_at: toWibText(order.expiresAt),
    },
    cancel_reason: order.cancelReason,
    attention: order.attention,
    refunds: refunds.map((refund) => ({
      id: refund.id,
      amount: refund.amount,
      reason: refund.reason,
      created_at: toWibText(refund.createdAt),
      settled_at: stamp(refund.settledAt),
    })),
    timeline: orderTimeline(order, events, audit, language),
    notes: notes.map((note) => ({
      id: note.id,
      actor: note.actor,
      body: note.body,
      created_at: toWibText(note.createdAt),
    })),
  }
}
