import { Link } from 'react-router'
import { cartUnitPrice } from '@store/contract/bundle-pricing'
import type { CartItem } from '@store/contract/cart'
import { Price } from '@/components/product/price'
import { ResponsiveImage } from '@/components/ui/responsive-image'
import * as m from '#messages'
import { useRupiah } from '@/lib/use-rupiah'

/** The line's picture, linking to its product page. */
export function CartLineImage({ line, className = '' }: { line: CartItem; className?: string }) {
  const image = line.product_detail.product_images[0]
  return (
    <Link
      to={`/product/${line.product_detail_id}`}
      tabIndex={-1}
      aria-hidden="true"
      className={`block shrink-0 overflow-hidden bg-sand ${className}`}
    >
      {image && (
        <ResponsiveImage
          src={image.image_url}
          sizes="96px"
          alt=""
          width={240}
          height={300}
          className="aspect-[4/5] h-full w-full object-cover"
        />
      )}
    </Link>
  )
}

export function CartLineName({ line }: { line: CartItem }) {
  return (
    <Link
      to={`/product/${line.product_detail_id}`}
      className="font-display text-base leading-snug hover:text-clay"
    >
      {line.product_detail.product_name}
    </Link>
  )
}

/** The unit price: net (after the product's own discount), the retail price struck through. */
export function CartLinePrice({ line }: { line: CartItem }) {
  return (
    <Price
      retailPrice={line.product_detail.retail_price}
      netPrice={line.product_detail.net_price}
      discount={line.product_detail.direct_discount}
    />
  )
}

export function CartLineTotal({ line }: { line: CartItem }) {
  const rupiah = useRupiah()
  return <span className="font-medium tabular-nums">{rupiah(cartUnitPrice(line) * line.qty)}</span>
}

/** Says so when the stock fell below what the line holds. */
export function StockNote({ line }: { line: CartItem }) {
  if (line.qty <= line.max_qty) return null
  return (
    <p className="mt-1 text-xs text-sale">
      {line.max_qty === 0 ? m.size_sold_out() : m.only_available_lower({ count: line.max_qty })}
    </p>
  )
}
