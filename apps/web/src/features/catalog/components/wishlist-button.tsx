import { useNavigate } from 'react-router'
import { MESSAGES } from '@store/contract/messages'
import { HeartIcon } from '@/components/ui/icons'
import { toast } from '@/lib/toast'
import { useAppState } from '@/stores/app-state'

/** Spec section 5: the wishlist needs a signed-in member; a guest is sent to sign in. */
export function WishlistButton({ productId }: { productId: number }) {
  const navigate = useNavigate()
  const isSignedIn = useAppState((state) => state.isSignedIn)
  const wishlisted = useAppState((state) => state.wishlistIds.includes(productId))
  const toggleWishlist = useAppState((state) => state.toggleWishlist)

  const onClick = () => {
    if (!isSignedIn) {
      toast.error(wishlisted ? MESSAGES.signInToUnwishlist : MESSAGES.signInToWishlist)
      void navigate('/sign-in')
      return
    }
    toggleWishlist(productId)
  }

  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={isSignedIn && wishlisted}
      aria-label="Wishlist"
      title={wishlisted ? 'Remove from wishlist' : 'Add to wishlist'}
      className="grid size-12 shrink-0 place-items-center border border-ink transition hover:bg-sand"
    >
      <HeartIcon className={isSignedIn && wishlisted ? 'fill-clay text-clay' : ''} />
    </button>
  )
}
