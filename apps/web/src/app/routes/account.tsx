import type { ComponentType } from 'react'
import { useParams } from 'react-router'
import { ACCOUNT_MENU } from '@/features/account/account-menu'
import type { AccountPath } from '@/features/account/account-menu'
import { AccountInformation } from '@/features/account/components/account-information'
import { AccountLayout } from '@/features/account/components/account-layout'
import { ChangePasswordForm } from '@/features/account/components/change-password-form'
import { ShippingAddresses } from '@/features/addresses/components/shipping-addresses'
import { OrderList } from '@/features/orders/components/order-list'
import { ReviewsPage } from '@/features/reviews/components/reviews-page'
import { WishlistPage } from '@/features/wishlist/components/wishlist-page'

/** The part of the account each menu entry opens: a new entry does not compile without one. */
const SECTIONS: Record<AccountPath, ComponentType> = {
  '': AccountInformation,
  'change-password': ChangePasswordForm,
  wishlist: WishlistPage,
  'shipping-address': ShippingAddresses,
  orders: OrderList,
  reviews: ReviewsPage,
}

export function Component() {
  const section = (useParams()['*'] ?? '').replace(/\/+$/, '')
  const current = ACCOUNT_MENU.find((item) => item.path === section) ?? ACCOUNT_MENU[0]
  const Section = SECTIONS[current.path]
  return (
    <AccountLayout title={current.label}>
      <Section />
    </AccountLayout>
  )
}
