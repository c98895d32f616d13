import { Suspense, useEffect } from 'react'
import { useLocation } from 'react-router'
import { useAppState } from '@/stores/app-state'
import { CartDrawer } from './lazy-overlays'

/** Spec section 4: the bag icon opens the cart drawer and visiting /cart closes it. */
export function CartDrawerHost() {
  const open = useAppState((state) => state.cartDrawerOpen)
  const setOpen = useAppState((state) => state.setCartDrawerOpen)
  const { pathname } = useLocation()
  const onCartPage = pathname === '/cart'

  useEffect(() => {
    if (onCartPage) setOpen(false)
  }, [onCartPage, setOpen])

  if (!open || onCartPage) return null
  return (
    <Suspense fallback={null}>
      <CartDrawer onClose={() => setOpen(false)} />
    </Suspense>
  )
}
