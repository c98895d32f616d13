import { Link } from 'react-router'
import { EmptyState } from '@/components/ui/empty-state'
import { UserIcon } from '@/components/ui/icons'
import { OrderList } from '@/features/orders/components/order-list'
import { ReviewsPage } from '@/features/reviews/components/reviews-page'
import { ShippingAddresses } from '@/features/addresses/components/shipping-addresses'
import { WishlistPage } from '@/features/wishlist/components/wishlist-page'
import { AccountInformation } from './account-information'
import { ChangePasswordForm } from './change-password-form'

/** The part of the account a menu entry opens. */
export function AccountSection({ path, label }: { path: string; label: string }) {
  switch (path) {
    case '':
      return <AccountInformation />
    case 'change-password':
      return <ChangePasswordForm />
    case 'wishlist':
      return <WishlistPage />
    case 'shipping-address':
      return <ShippingAddresses />
    case 'orders':
      return <OrderList />
    case 'reviews':
      return <ReviewsPage />
    default:
      return (
        <div className="border border-line bg-cream/60">
          <EmptyState
            title={`${label} opens soon`}
            icon={UserIcon}
            actions={
              <Link to="/products" className="btn-primary">
                Continue Shopping
              </Link>
            }
          >
            This part of your account arrives with our next release.
          </EmptyState>
        </div>
      )
  }
}
