import { Link } from 'react-router'
import { UserIcon } from '@/components/ui/icons'
import { NoticePage } from '@/features/content/components/notice-page'
import { SidePanel } from '@/features/content/components/side-panel'

export function Component() {
  return (
    <NoticePage
      kicker="Members"
      title="Create an Account"
      notice={{
        title: 'Registration opens soon',
        icon: UserIcon,
        text: 'Free member accounts arrive with our next release: a wishlist, saved addresses, notifications and your order history in one place.',
        actions: (
          <Link to="/products" className="btn-primary">
            Continue Shopping
          </Link>
        ),
      }}
      aside={
        <SidePanel
          title="Already a Member?"
          action={
            <Link to="/sign-in" className="btn-outline">
              Back to Sign In
            </Link>
          }
        >
          Sign in to see your wishlist, addresses and orders.
        </SidePanel>
      }
    />
  )
}
