import { Link } from 'react-router'
import { BagIcon, HeartIcon, UserIcon } from '@/components/ui/icons'
import { useCart } from '@/api/cart/get-cart'
import { itemCount } from '@/features/cart/utils/item-count'
import { useAppState } from '@/stores/app-state'
import { ICON_BUTTON } from './header-styles'
import { loadCartDrawer } from './lazy-overlays'
import { NotificationsMenu } from './notifications-menu'
import * as m from '#messages'

/** Account, wishlist, notifications and the bag, at the right of the header. */
export function HeaderActions() {
  const isSignedIn = useAppState((state) => state.isSignedIn)
  const openCart = useAppState((state) => state.setCartDrawerOpen)
  const count = itemCount(useCart().cart)
  return (
    <div className="flex items-center justify-end">
      <Link
        to={isSignedIn ? '/account' : '/sign-in'}
        aria-label={isSignedIn ? m.my_account() : m.sign_in()}
        className={ICON_BUTTON}
      >
        <UserIcon />
      </Link>
      <Link
        to="/account/wishlist"
        aria-label={m.wishlist()}
        className={`${ICON_BUTTON} max-lg:hidden`}
      >
        <HeartIcon />
      </Link>
      <div className="max-lg:hidden">
        <NotificationsMenu />
      </div>
      <button
        type="button"
        aria-label={count > 0 ? m.open_cart_count({ count }) : m.open_cart()}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadCartDrawer()}
        onClick={() => openCart(true)}
        className={ICON_BUTTON}
      >
        <BagIcon />
        {count > 0 && (
          <span
            aria-hidden="true"
            data-testid="cart-count"
            className="absolute top-1 right-0.5 grid h-[18px] min-w-[18px] place-items-center rounded-full bg-clay px-1 text-[10px] leading-none font-semibold text-white tabular-nums"
          >
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
    </div>
  )
}
