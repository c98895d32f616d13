import type { FastifyInstance } from 'fastify'
import type { CustomerDataExport } from '@store/contract/admin/customer-data'
import type { NewsletterState } from '@store/contract/admin/customers'
import { toWibText } from '@store/contract/format/wib-text'
import {
  findMember,
  findNewsletterOf,
  listMemberAddresses,
  listMemberCart,
  listMemberNotifications,
  listMemberOrders,
  listMemberReviews,
  listMemberWishlist,
  listOrderLines,
} from './member-data.repository'

const at = toWibText
const atOrNull = (date: Date | null) => (date ? at(date) : null)

/** Everything kept about one member, read in one snapshot; null when there is no such member. */
export async function readMemberExport(
  app: FastifyInstance,
  id: number,
): Promise<CustomerDataExport | null> {
  return app.db.transaction(
    async (tx) => {
      const user = await findMember(tx, id)
      if (!user) return null
      const [addresses, orders, reviews, newsletter, cart, wishlist, notifications] =
        await Promise.all([
          listMemberAddresses(tx, id),
          listMemberOrders(tx, id),
          listMemberReviews(tx, id),
          findNewsletterOf(tx, user.email),
          listMemberCart(tx, id),
          listMemberWishlist(tx, id),
          listMemberNotifications(tx, id),
        ])
      const lines = await listOrderLines(
        tx,
        orders.map((order) => order.id),
      )
      return {
        exported_at: at(app.clock.now()),
        account: {
          id: user.id,
          name: user.name,
          email: user.email,
          gender: user.gender,
          created_at: at(user.createdAt),
          updated_at: at(user.updatedAt),
        },
        addresses: addresses.map((address) => ({
          id: address.id,
          label: address.label,
          recipient_name: address.recipientName,
          recipient_phone: address.recipientPhone,
          zip: address.recipientZip,
          street: address.addressStreet,
          notes: address.notes,
          is_primary: address.isPrimary,
          province_id: address.provinceId,
          city_id: address.cityId,
          subdistrict_id: address.subdistrictId,
          district: address.district,
          city: address.city,
          province: address.province,
          created_at: at(address.createdAt),
        })),
        orders: orders.map((order) => ({
          ref: order.trxRef,
          trx_no: order.trxNo,
          created_at: at(order.createdAt),
          status: order.status,
          shipping_type: order.shippingType,
          showroom_id: order.showroomId,
          buyer_name: order.buyerName,
          buyer_email: order.buyerEmail,
          recipient_name: order.recipientName,
          recipient_phone: order.recipientPhone,
          address_street: order.addressStreet,
          address_zip: order.addressZip,
          address_notes: order.addressNotes,
          shipping_courier: order.shippingCourier,
          shipping_cost: order.shippingCost,
          items_total: order.itemsTotal,
          promo_code: order.promoCode,
          promo_discount: order.promoDiscount,
          grand_total: order.grandTotal,
          payment_channel: order.paymentChannel,
          paid_at: atOrNull(order.paidAt),
          lines: lines
            .filter((line) => line.orderId === order.id)
            .map((line) => ({
              product_name: line.productName,
              size_code: line.sizeCode,
              qty: line.qty,
              unit_price: line.unitPrice,
              subtotal: line.subtotal,
            })),
        })),
        reviews: reviews.map((review) => ({
          product_name: review.productName,
          rating: review.rating,
          comment: review.comment,
          created_at: at(review.createdAt),
          hidden: review.hiddenAt !== null,
        })),
        newsletter: newsletter && {
          status: newsletter.status as NewsletterState,
          subscribed_at: at(newsletter.createdAt),
          confirmed_at: atOrNull(newsletter.confirmedAt),
        },
        cart: cart.map((line) => ({
          product_name: line.productName,
          size_code: line.sizeCode,
          qty: line.qty,
        })),
        wishlist: wishlist.map((item) => ({
          product_name: item.productName,
          added_at: at(item.addedAt),
        })),
        notifications: notifications.map((note) => ({
          title: note.title,
          body: note.body,
          read: note.isRead,
          created_at: at(note.createdAt),
        })),
      }
    },
    { accessMode: 'read only', isolationLevel: 'repeatable read' },
  )
}
