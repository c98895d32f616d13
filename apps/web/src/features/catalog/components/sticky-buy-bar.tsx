import { useEffect } from 'react'
import type { Product } from '@store/contract/catalog'
import { Price } from '@/components/product/price'
import * as m from '#messages'

interface StickyBuyBarProps {
  product: Product
  visible: boolean
  onAddToCart: () => void
}

/** Appears once the main Add to Cart has scrolled out of view, so it is never far away. */
export function StickyBuyBar({ product, visible, onAddToCart }: StickyBuyBarProps) {
  useEffect(() => {
    if (!visible) return
    // Room below the footer, so the bar never hides the end of the page.
    document.body.style.paddingBottom = '5rem'
    return () => {
      document.body.style.paddingBottom = ''
    }
  }, [visible])
  if (!visible) return null
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-[#fffdf9]/95 shadow-[0_-8px_24px_rgba(31,27,22,0.08)] backdrop-blur">
      <div className="container-page flex items-center gap-4 py-3">
        <div className="min-w-0 flex-1">
          <p className="truncate font-display text-base">{product.product_name}</p>
          <Price
            retailPrice={product.retail_price}
            netPrice={product.net_price}
            discount={product.direct_discount}
          />
        </div>
        <button type="button" onClick={onAddToCart} className="btn-primary shrink-0 px-5">
          {m.add_to_cart()}
        </button>
      </div>
    </div>
  )
}
