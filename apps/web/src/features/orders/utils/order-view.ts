import type { Order } from '@store/contract/orders'

/** What the modal shows for a missing value (spec section 2). */
export const shown = (value: string | number | null | undefined): string =>
  value === null || value === undefined || String(value).trim() === '' ? '-' : String(value)

/** The recipient's address in lines: street, then subdistrict, city, province. */
export function addressLines(order: Order): string[] {
  const place = [order.address_subdistrict, order.address_city, order.address_province]
    .filter((part): part is string => Boolean(part?.trim()))
    .join(', ')
  return [order.address_street ?? '', place].filter((line) => line.trim() !== '')
}

/** 'Order Tracking' is offered only for courier orders that have a waybill (spec section 2). */
export const canTrack = (order: Order) =>
  order.shipping_type === 'ONLINE_DELIVERY' && Boolean(order.no_resi)

/** Items total before the promo, from the charged lines. */
export const itemsTotal = (order: Order) =>
  order.sales_trx_details.reduce((sum, line) => sum + line.subtotal, 0)
