import type { ReactNode } from 'react'
import type { Order, OrderLine } from '@store/contract/orders'
import { formatPrice, orderLineUnitPrice } from '@store/contract/pricing'
import { useAppState } from '@/stores/app-state'
import { itemsTotal } from '../utils/order-view'

const TH = 'px-3 pb-3 text-left text-[11px] font-semibold tracking-[0.2em] text-muted uppercase'

function LinePrice({ line, symbol }: { line: OrderLine; symbol: string }) {
  const unit = orderLineUnitPrice(line)
  const reduced = unit !== line.retail_price
  return (
    <span className="flex flex-wrap items-baseline gap-x-2">
      <span className={reduced ? 'font-semibold text-sale' : ''}>
        {reduced && <span className="sr-only">Sale price </span>}
        {formatPrice(unit, symbol)}
      </span>
      {reduced && (
        <s className="text-xs text-muted">
          <span className="sr-only">Original price </span>
          {formatPrice(line.retail_price, symbol)}
        </s>
      )}
    </span>
  )
}

/** The detail modal's Product List (spec section 2), then shipping cost and Grand Total. */
export function OrderLinesTable({ order }: { order: Order }) {
  const symbol = useAppState((state) => state.currencySymbol)
  const bundleSaving = order.sales_trx_details.reduce(
    (sum, line) => sum + orderLineUnitPrice(line) * line.qty - line.subtotal,
    0,
  )
  return (
    // A phone scrolls the table sideways: the region takes focus so the keyboard can too.
    <div
      role="region"
      aria-label="Products in this order"
      tabIndex={0}
      className="-mx-5 overflow-x-auto px-5 md:mx-0 md:px-0"
    >
      <table className="w-full min-w-[560px] border-collapse text-sm">
        <caption className="sr-only">Products in this order</caption>
        <thead className="border-b border-line">
          <tr>
            <th scope="col" className={TH}>
              Product
            </th>
            <th scope="col" className={TH}>
              Size
            </th>
            <th scope="col" className={TH}>
              Price
            </th>
            <th scope="col" className={`${TH} text-center`}>
              Qty
            </th>
            <th scope="col" className={`${TH} text-right`}>
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {order.sales_trx_details.map((line) => (
            <tr key={line.id} className="border-b border-line align-middle">
              <td className="px-3 py-4">
                <div className="flex items-center gap-4">
                  <span className="block w-14 shrink-0 overflow-hidden bg-sand">
                    {line.product_detail.product_images[0] && (
                      <img
                        src={line.product_detail.product_images[0].image_url}
                        alt=""
                        width={112}
                        height={140}
                        loading="lazy"
                        className="aspect-[4/5] h-full w-full object-cover"
                      />
                    )}
                  </span>
                  <span className="font-medium">{line.product_name}</span>
                </div>
              </td>
              <td className="px-3 py-4">{line.size_code}</td>
              <td className="px-3 py-4">
                <LinePrice line={line} symbol={symbol} />
              </td>
              <td className="px-3 py-4 text-center">{line.qty}</td>
              <td className="px-3 py-4 text-right whitespace-nowrap">
                {formatPrice(line.subtotal, symbol)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="text-sm">
          <SummaryRow label="Subtotal">{formatPrice(itemsTotal(order), symbol)}</SummaryRow>
          {bundleSaving > 0 && (
            <SummaryRow label="Promo bundle savings, already in the totals above">
              <span className="text-muted">{formatPrice(bundleSaving, symbol)}</span>
            </SummaryRow>
          )}
          {order.promo_discount > 0 && (
            <SummaryRow label={`Promo ${order.promo_code ?? ''}`.trim()}>
              -{formatPrice(order.promo_discount, symbol)}
            </SummaryRow>
          )}
          <SummaryRow label="Shipping Cost">{formatPrice(order.shipping_cost, symbol)}</SummaryRow>
          <tr className="border-t border-ink">
            <th
              scope="row"
              colSpan={4}
              className="px-3 pt-4 text-right font-semibold uppercase tracking-[0.15em]"
            >
              Grand Total
            </th>
            <td className="px-3 pt-4 text-right text-base font-semibold whitespace-nowrap">
              {formatPrice(order.grand_total, symbol)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  )
}

function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <tr>
      <th scope="row" colSpan={4} className="px-3 pt-3 text-right font-normal text-muted">
        {label}
      </th>
      <td className="px-3 pt-3 text-right whitespace-nowrap">{children}</td>
    </tr>
  )
}
