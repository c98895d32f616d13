import { Link } from 'react-router'
import { BagIcon, HeartIcon, UserIcon } from '@/components/ui/icons'
import { useAppState } from '@/stores/app-state'
import { ICON_BUTTON } from './header-styles'
import { loadCartDrawer } from './lazy-overlays'
import { NotificationsMenu } from './notifications-menu'

/** Account, wishlist, notifications and the bag, at the right of the header. */
export function HeaderActions() {
  const isSignedIn = useAppState((state) => state.isSignedIn)
  const openCart = useAppState((state) => state.setCartDrawerOpen)
  return (
    <div className="flex items-center justify-end">
      <Link
        to={isSignedIn ? '/account' : '/sign-in'}
        aria-label={isSignedIn ? 'My account' : 'Sign in'}
        className={ICON_BUTTON}
      >
        <UserIcon />
      </Link>
      <Link to="/account/wishlist" aria-label="Wishlist" className={`${ICON_BUTTON} max-lg:hidden`}>
        <HeartIcon />
      </Link>
      <div className="max-lg:hidden">
        <NotificationsMenu />
      </div>
      <button
        type="button"
        aria-label="Open cart"
        aria-haspopup="dialog"
        onPointerEnter={() => void loadCartDrawer()}
        onClick={() => openCart(true)}
        className={ICON_BUTTON}
      >
        <BagIcon />
      </button>
    </div>
  )
}
