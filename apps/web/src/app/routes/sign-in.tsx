import { Link } from 'react-router'
import { UserIcon } from '@/components/ui/icons'
import { NoticePage } from '@/features/content/components/notice-page'
import { NEW_CUSTOMER_TEXT, SidePanel } from '@/features/content/components/side-panel'

export function Component() {
  return (
    <NoticePage
      kicker="Members"
      title="Sign In"
      notice={{
        title: 'Member accounts are opening soon',
        icon: UserIcon,
        text: (
          <>
            Signing in, wishlists and order history arrive with our next release. Until then, the
            whole collection is yours to browse.{' '}
            <Link to="/forgot-password" className="text-ink underline underline-offset-4">
              Forgot your password?
            </Link>
          </>
        ),
        actions: (
          <Link to="/products" className="btn-primary">
            Continue Shopping
          </Link>
        ),
      }}
      aside={
        <SidePanel
          title="New Customer"
          action={
            <Link to="/sign-up" className="btn-outline">
              Sign Up
            </Link>
          }
        >
          {NEW_CUSTOMER_TEXT}
        </SidePanel>
      }
    />
  )
}
