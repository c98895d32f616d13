import { eq } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { Db, Executor } from '@store/db/client'
import { cities, orderReturns, orders, provinces, showrooms, subdistricts } from '@store/db/schema'
import type { WaybillBooking, WaybillBookingStore, WaybillRequest } from '../../services/courier'
import { STORE_NAME } from '../../seo/page-meta'

/** An online order with what the courier needs to know of it: hub, sender and receiver. */
async function waybillOrders(db: Executor, where: SQL | undefined) {
  return db
    .select({
      order: orders,
      showroom: showrooms,
      cityName: cities.cityName,
      subdistrictName: subdistricts.subdistrictName,
      provinceName: provinces.provinceName,
    })
    .from(orders)
    .innerJoin(showrooms, eq(showrooms.id, orders.showroomId))
    .leftJoin(cities, eq(cities.id, orders.cityId))
    .leftJoin(subdistricts, eq(subdistricts.id, orders.subdistrictId))
    .leftJoin(provinces, eq(provinces.id, orders.provinceId))
    .where(where)
}
export type WaybillOrder = Awaited<ReturnType<typeof waybillOrders>>[number]

export async function findWaybillOrder(
  db: Executor,
  orderId: number,
): Promise<WaybillOrder | null> {
  const [row] = await waybillOrders(db, eq(orders.id, orderId))
  return row ?? null
}

/** The sender the courier prints: the brand and the showroom, the brand once where the showroom's name carries it. */
export function senderNameOf(showroomName: string): string {
  const name = showroomName.trim()
  const branded = name.toLowerCase().split(/\s+/)[0] === STORE_NAME.toLowerCase()
  return branded ? name : `${STORE_NAME} ${name}`
}

const join = (parts: readonly (string | null | undefined)[]) =>
  parts.filter((part) => part && part.trim()).join(', ')

/** The booking the courier is asked for; the same order always asks the same (decision 020). */
export function waybillRequestOf(row: WaybillOrder, bookedAt: Date): WaybillRequest {
  const { order, showroom } = row
  return {
    orderRef: order.trxRef,
    service: order.shippingServiceName ?? 'REG',
    originHub: showroom.hubCode ?? '',
    destination: {
      provinceId: order.provinceId ?? 0,
      cityId: order.cityId ?? 0,
      subdistrictId: order.subdistrictId ?? 0,
      cityName: row.cityName ?? '',
    },
    weightGrams: Math.max(1, order.weightGrams),
    sender: {
      name: senderNameOf(showroom.showroomName),
      address: join([showroom.address1, showroom.address2, showroom.address3]),
    },
    receiver: {
      name: order.recipientName ?? order.buyerName,
      phone: order.recipientPhone ?? '',
      address: join([
        order.addressStreet,
        row.subdistrictName,
        row.cityName,
        row.provinceName,
        order.addressZip,
      ]),
    },
    bookedAt,
  }
}

function bookingOf(noResi: string, row: WaybillOrder, booked: Date): WaybillBooking {
  const { service, originHub, destination, sender, receiver, bookedAt } = waybillRequestOf(
    row,
    booked,
  )
  return { noResi, service, originHub, destination, sender, receiver, bookedAt }
}

/**
 * The simulator's bookings, read from the orders table (decision 020): an
 * order's no_resi, booking time and addresses are the booking, so saving
 * writes nothing more; the fulfilment job stores no_resi and booked_at. An
 * exchange's waybill is found on its return (decision 098).
 */
export function createOrderBookingStore(db: Db): WaybillBookingStore {
  return {
    save: () => Promise.resolve(),
    // The order's move to CANCELLED, in the cancel's own transaction, is what forgets it.
    cancel: () => Promise.resolve(),
    async find(noResi): Promise<WaybillBooking | null> {
      const [row] = await waybillOrders(db, eq(orders.noResi, noResi))
      if (row?.order.bookedAt && row.order.status !== 'CANCELLED')
        return bookingOf(noResi, row, row.order.bookedAt)
      // An exchange sent by courier travels on its own waybill, to the order's address.
      const [exchange] = await db
        .select({ orderId: orderReturns.orderId, bookedAt: orderReturns.exchangeBookedAt })
        .from(orderReturns)
        .where(eq(orderReturns.exchangeNoResi, noResi))
      const order = exchange?.bookedAt ? await findWaybillOrder(db, exchange.orderId) : null
      return order && exchange?.bookedAt ? bookingOf(noResi, order, exchange.bookedAt) : null
    },
  }
}
