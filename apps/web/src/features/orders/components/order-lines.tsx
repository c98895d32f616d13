import type { Order } from '@store/contract/orders'
import { LineImage, LinePrice } from './order-line-parts'
import { OrderTotals } from './order-totals'
import * as m from '#messages'
import { useRupiah } from '@/lib/use-rupiah'

const TH = 'px-3 pb-3 text-left text-[11px] font-semibold tracking-[0.2em] text-muted uppercase'

/**
 * The detail modal's Product List (spec section 2): a table from tablet width
 * up, a card per line on a phone, then the shipping cost and Grand Total.
 */
export function OrderLines({ order }: { order: Order }) {
  const rupiah = useRupiah()
  const lines = order.sales_trx_details
  return (
    <>
      <table className="hidden w-full border-collapse text-sm md:table">
        <caption className="sr-only">{m.products_in_order()}</caption>
        <thead className="border-b border-line">
          <tr>
            <th scope="col" className={TH}>
              {m.product()}
            </th>
            <th scope="col" className={TH}>
              {m.size()}
            </th>
            <th scope="col" className={TH}>
              {m.price()}
            </th>
            <th scope="col" className={`${TH} text-center`}>
              {m.qty()}
            </th>
            <th scope="col" className={`${TH} text-right`}>
              {m.total()}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id} className="border-b border-line align-middle">
              <td className="px-3 py-4">
                <div className="flex items-center gap-4">
                  <LineImage line={line} />
                  <span className="font-medium">{line.product_name}</span>
                </div>
              </td>
              <td className="px-3 py-4">{line.size_code}</td>
              <td className="px-3 py-4">
                <LinePrice line={line} />
              </td>
              <td className="px-3 py-4 text-center">{line.qty}</td>
              <td className="px-3 py-4 text-right whitespace-nowrap">{rupiah(line.subtotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="border-t border-line md:hidden">
        {lines.map((line) => (
          <li key={line.id} className="flex gap-4 border-b border-line py-4 text-sm">
            <LineImage line={line} />
            <div className="min-w-0 flex-1 space-y-1">
              <p className="font-medium">{line.product_name}</p>
              <p className="text-muted">
                {m.size_and_qty({ size: line.size_code, qty: line.qty })}
              </p>
              <LinePrice line={line} />
            </div>
            <p className="text-right whitespace-nowrap">
              <span className="sr-only">{m.total()} </span>
              {rupiah(line.subtotal)}
            </p>
          </li>
        ))}
      </ul>
      <OrderTotals order={order} />
    </>
  )
}
