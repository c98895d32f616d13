import { lazy, Suspense, useId, useRef, useState } from 'react'
import type { Product } from '@store/contract/catalog'
import { useCartChange } from '@/api/cart/cart-mutations'
import { lineFromProduct } from '@/api/cart/optimistic-cart'
import { toast } from '@/lib/toast'
import { useAppState } from '@/stores/app-state'
import { useCheckStockLocation } from '../api/check-stock-location'
import { useInView } from '../hooks/use-in-view'
import { addToCartProblem, stockCheckInput, stockCheckProblem } from '../utils/purchase-checks'
import type { PurchaseChoice } from '../utils/purchase-checks'
import { FitNote } from './fit-note'
import { QuantityStepper } from './quantity-stepper'
import { SizeGuide } from './size-guide'
import { SizePicker } from './size-picker'
import { StickyBuyBar } from './sticky-buy-bar'
import { WishlistButton } from './wishlist-button'
import * as m from '#messages'

const StockLocationsDialog = lazy(() =>
  import('./stock-locations-dialog').then((module) => ({ default: module.StockLocationsDialog })),
)

/** Size, quantity, Add to Cart, wishlist and the stock check of the product page. */
export function ProductPurchase({ product }: { product: Product }) {
  const [size, setSize] = useState<string>()
  const [qty, setQty] = useState(1)
  const [stockOpen, setStockOpen] = useState(false)
  const [barVisible, setBarVisible] = useState(false)
  const stockCheck = useCheckStockLocation()
  const cartChange = useCartChange()
  const openCartDrawer = useAppState((state) => state.setCartDrawerOpen)
  // A double click adds once: clicks while an add is on its way are ignored.
  const adding = useRef(false)
  const sizeLabelId = useId()
  const qtyLabelId = useId()
  const choice: PurchaseChoice = { productId: product.id, size, qty }
  const mainButton = useInView<HTMLDivElement>(
    (inView, entry) => setBarVisible(!inView && entry.boundingClientRect.top < 0),
    0,
    null,
  )

  const addToCart = async () => {
    if (adding.current) return
    adding.current = true
    const problem = await addToCartProblem(choice)
    if (problem || !size) {
      adding.current = false
      if (problem) toast.error(problem)
      document.getElementById(sizeLabelId)?.scrollIntoView({ behavior: 'smooth', block: 'center' })
      return
    }
    cartChange.mutate(
      { kind: 'add', line: lineFromProduct(product, size, qty) },
      {
        onSuccess: () => openCartDrawer(true),
        onSettled: () => {
          adding.current = false
        },
      },
    )
  }

  const checkStock = async () => {
    const problem = await stockCheckProblem(choice)
    if (problem) return toast.error(problem)
    stockCheck.mutate(stockCheckInput(choice))
    setStockOpen(true)
  }

  const sizeName = product.sizes.find((option) => option.size_code === size)?.size_name ?? size
  return (
    <div className="space-y-6">
      <div className="space-y-3">
        <div className="flex items-center justify-between">
          <p id={sizeLabelId} className="text-xs font-semibold tracking-[0.2em] uppercase">
            {m.size()}
            {size && (
              <span className="font-normal tracking-normal normal-case text-muted">
                : {sizeName}
              </span>
            )}
          </p>
          {product.product_sizing && (
            <SizeGuide url={product.product_sizing.size_chart_url} name={product.product_name} />
          )}
        </div>
        <SizePicker id={sizeLabelId} sizes={product.sizes} value={size} onChange={setSize} />
        <FitNote fit={product.fit} />
      </div>
      <div className="space-y-3">
        <p id={qtyLabelId} className="text-xs font-semibold tracking-[0.2em] uppercase">
          {m.quantity()}
        </p>
        <QuantityStepper id={qtyLabelId} value={qty} onChange={setQty} />
      </div>
      <div ref={mainButton} className="flex gap-3">
        <button
          type="button"
          onClick={() => void addToCart()}
          className="btn-primary min-h-12 flex-1"
        >
          {m.add_to_cart()}
        </button>
        <WishlistButton productId={product.id} />
      </div>
      <button
        type="button"
        onClick={() => void checkStock()}
        className="btn-outline min-h-12 w-full"
      >
        {m.check_stock_locations()}
      </button>
      {stockOpen && (
        <Suspense fallback={null}>
          <StockLocationsDialog
            onClose={() => setStockOpen(false)}
            check={stockCheck}
            onRetry={() => stockCheck.mutate(stockCheckInput(choice))}
            summary={m.stock_summary({ name: product.product_name, size: sizeName ?? '', qty })}
          />
        </Suspense>
      )}
      <StickyBuyBar product={product} visible={barVisible} onAddToCart={() => void addToCart()} />
    </div>
  )
}
