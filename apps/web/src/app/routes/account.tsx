import { useParams } from 'react-router'
import { ACCOUNT_MENU } from '@/features/account/account-menu'
import { AccountInformation } from '@/features/account/components/account-information'
import { AccountLayout } from '@/features/account/components/account-layout'
import { ChangePasswordForm } from '@/features/account/components/change-password-form'
import { SectionOpensSoon } from '@/features/account/components/section-opens-soon'
import { ShippingAddresses } from '@/features/addresses/components/shipping-addresses'
import { OrderList } from '@/features/orders/components/order-list'
import { ReviewsPage } from '@/features/reviews/components/reviews-page'
import { WishlistPage } from '@/features/wishlist/components/wishlist-page'

/** The part of the account a menu entry opens. */
function AccountSection({ path, label }: { path: string; label: string }) {
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
      return <SectionOpensSoon label={label} />
  }
}

export function Component() {
  const section = (useParams()['*'] ?? '').replace(/\/+$/, '')
  const current = ACCOUNT_MENU.find((item) => item.path === section) ?? ACCOUNT_MENU[0]
  return (
    <AccountLayout title={current.label}>
      <AccountSection path={current.path} label={current.label} />
    </AccountLayout>
  )
}
