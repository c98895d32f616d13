import { Link } from 'react-router'
import { MESSAGES } from '@store/contract/messages'
import { Spinner } from '@/components/ui/spinner'
import { ProductCard } from '@/components/product/product-card'
import { useWishlist, useWishlistToggle } from '@/api/wishlist'
import * as m from '#messages'
import * as w from '@store/contract/words'

/** /account/wishlist: the wishlisted products as cards, each with a way to remove it. */
export function WishlistPage() {
  const { data } = useWishlist()
  const toggle = useWishlistToggle()
  if (!data) return <Spinner label={w.loading()} />
  if (data.length === 0)
    return (
      <div className="border border-line bg-cream/60 px-6 py-12 text-center">
        <p className="text-[15px] text-muted">{MESSAGES.noWishlist}</p>
        <Link to="/products" className="btn-primary mt-6">
          {m.continue_shopping()}
        </Link>
      </div>
    )
  return (
    <ul className="grid grid-cols-2 gap-x-4 gap-y-10 lg:grid-cols-3">
      {data.map((item) => (
        <li key={item.id}>
          <ProductCard product={{ ...item, id: item.product_detail_id }} />
          <button
            type="button"
            disabled={toggle.isPending}
            onClick={() => toggle.mutate({ productId: item.product_detail_id, add: false })}
            className="mt-3 min-h-11 text-xs font-semibold tracking-[0.16em] uppercase underline-offset-4 hover:underline"
          >
            {m.remove()}
            <span className="sr-only"> {m.from_wishlist({ name: item.product_name })}</span>
          </button>
        </li>
      ))}
    </ul>
  )
}
