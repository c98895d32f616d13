import { Link } from 'react-router'
import { MailIcon } from '@/components/ui/icons'
import { NoticePage } from '@/features/content/components/notice-page'
import { NEW_CUSTOMER_TEXT, SidePanel } from '@/features/content/components/side-panel'

export function Component() {
  return (
    <NoticePage
      kicker="Members"
      title="Forgot Password"
      notice={{
        title: 'Password reset opens soon',
        icon: MailIcon,
        text: 'With member accounts you will be able to enter your e-mail address here and receive a new password by e-mail.',
        actions: (
          <Link to="/sign-in" className="btn-outline">
            Back to Sign In
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
