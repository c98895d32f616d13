import { Link } from 'react-router'
import { MESSAGES } from '@store/contract/messages'
import { BagIcon } from '@/components/ui/icons'
import { NoticePage } from '@/features/content/components/notice-page'
import { useAppState } from '@/stores/app-state'

export function Component() {
  const isSignedIn = useAppState((state) => state.isSignedIn)
  return (
    <NoticePage
      title="Shopping Cart"
      notice={{
        title: MESSAGES.cartEmpty,
        icon: BagIcon,
        text: 'Pieces you add to your cart will wait for you here.',
        actions: (
          <>
            {!isSignedIn && (
              <Link to="/sign-in" className="btn-outline">
                {MESSAGES.signInToPurchase}
              </Link>
            )}
            <Link to="/products" className="btn-primary">
              Continue Shopping
            </Link>
          </>
        ),
      }}
    />
  )
}
