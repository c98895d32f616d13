import type { ReactNode } from 'react'
import type { Order } from '@store/contract/orders'
import { orderLineUnitPrice } from '@store/contract/pricing'
import { itemsTotal } from '../utils/order-view'
import * as m from '#messages'
import { useRupiah } from '@/lib/use-rupiah'

function Total({
  label,
  children,
  strong = false,
}: {
  label: string
  children: ReactNode
  strong?: boolean
}) {
  return (
    <div
      className={`flex justify-between gap-6 ${strong ? 'border-t border-ink pt-3 text-base font-semibold' : 'text-muted'}`}
    >
      <dt className={strong ? 'tracking-[0.15em] uppercase' : ''}>{label}</dt>
      <dd className={`whitespace-nowrap ${strong ? '' : 'text-ink'}`}>{children}</dd>
    </div>
  )
}

/** Subtotal, promo, the shipping cost row and Grand Total under the product list. */
export function OrderTotals({ order }: { order: Order }) {
  const rupiah = useRupiah()
  const bundleSaving = order.sales_trx_details.reduce(
    (sum, line) => sum + orderLineUnitPrice(line) * line.qty - line.subtotal,
    0,
  )
  return (
    <dl className="mt-4 ml-auto max-w-sm space-y-2 text-sm">
      <Total label={m.subtotal()}>{rupiah(itemsTotal(order))}</Total>
      {bundleSaving > 0 && (
        <Total label={m.bundle_savings_included()}>{rupiah(bundleSaving)}</Total>
      )}
      {order.promo_discount > 0 && (
        <Total label={m.promo_of({ code: order.promo_code ?? '' }).trim()}>
          -{rupiah(order.promo_discount)}
        </Total>
      )}
      <Total label={m.shipping_cost()}>{rupiah(order.shipping_cost)}</Total>
      <Total label={m.grand_total()} strong>
        {rupiah(order.grand_total)}
      </Total>
    </dl>
  )
}
