import { useNavigate } from 'react-router'
import { MESSAGES } from '@store/contract/messages'
import { HeartIcon } from '@/components/ui/icons'
import { toast } from '@/lib/toast'
import { useAppState } from '@/stores/app-state'
import { useWishlist, useWishlistToggle } from '@/api/wishlist'
import * as m from '#messages'

/** Spec section 5: the wishlist needs a signed-in member; a guest is sent to sign in. */
export function WishlistButton({ productId }: { productId: number }) {
  const navigate = useNavigate()
  const isSignedIn = useAppState((state) => state.isSignedIn)
  const { data } = useWishlist()
  const toggle = useWishlistToggle()
  const wishlisted = data?.some((item) => item.product_detail_id === productId) ?? false

  const onClick = () => {
    if (!isSignedIn) {
      toast.error(wishlisted ? MESSAGES.signInToUnwishlist : MESSAGES.signInToWishlist)
      void navigate(`/sign-in?next=${encodeURIComponent(`/product/${productId}`)}`)
      return
    }
    if (toggle.isPending) return
    toggle.mutate({ productId, add: !wishlisted })
  }

  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={isSignedIn && wishlisted}
      aria-busy={toggle.isPending}
      aria-label={m.wishlist()}
      title={wishlisted ? m.remove_from_wishlist() : m.add_to_wishlist()}
      className="grid size-12 shrink-0 place-items-center border border-ink transition hover:bg-sand"
    >
      <HeartIcon className={isSignedIn && wishlisted ? 'fill-clay text-clay' : ''} />
    </button>
  )
}
