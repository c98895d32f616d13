import type { CartItem } from '@store/contract/cart'
import {
  CartLineImage,
  CartLineName,
  CartLinePrice,
  CartLineTotal,
  StockNote,
} from '@/components/cart/cart-line-parts'
import { CartQtyControl } from './cart-qty-control'
import { RemoveLineButton } from './remove-line-button'
import * as m from '#messages'

export interface CartLinesProps {
  lines: CartItem[]
  onStep: (line: CartItem, step: 1 | -1) => void
  onRemove: (line: CartItem) => void
}

const TH = 'pr-4 pb-3 text-left text-[11px] font-semibold tracking-[0.2em] text-muted uppercase'

/** The cart table of spec section 2, from tablet width up. */
export function CartLinesTable({ lines, onStep, onRemove }: CartLinesProps) {
  return (
    <table className="hidden w-full border-collapse md:table">
      <caption className="sr-only">{m.items_in_cart()}</caption>
      <thead className="border-b border-line">
        <tr>
          <th scope="col" className={TH}>
            {m.product()}
          </th>
          <th scope="col" className={`${TH} min-w-20`}>
            {m.size()}
          </th>
          <th scope="col" className={TH}>
            {m.price()}
          </th>
          <th scope="col" className={TH}>
            {m.quantity()}
          </th>
          <th scope="col" className={`${TH} text-right`}>
            {m.total()}
          </th>
          <th scope="col" className={TH}>
            <span className="sr-only">{m.remove()}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr
            key={`${line.product_detail_id}-${line.size_code}`}
            className="border-b border-line align-middle"
          >
            <td className="py-5 pr-4">
              <div className="flex items-center gap-4">
                <CartLineImage line={line} className="w-20" />
                <div>
                  <CartLineName line={line} />
                  <StockNote line={line} />
                </div>
              </div>
            </td>
            <td className="py-5 pr-4 text-sm">{line.size_name}</td>
            <td className="py-5 pr-4">
              <CartLinePrice line={line} />
            </td>
            <td className="py-5 pr-4">
              <CartQtyControl line={line} onStep={(step) => onStep(line, step)} />
            </td>
            <td className="py-5 text-right text-sm">
              <CartLineTotal line={line} />
            </td>
            <td className="py-5 pl-2 text-right">
              <RemoveLineButton line={line} onRemove={() => onRemove(line)} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
