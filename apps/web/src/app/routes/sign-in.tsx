import { Link } from 'react-router'
import { NEW_CUSTOMER_TEXT, SidePanel } from '@/features/content/components/side-panel'
import { AuthPage } from '@/features/auth/components/auth-page'
import { SignInForm } from '@/features/auth/components/sign-in-form'

export function Component() {
  return (
    <AuthPage
      kicker="Members"
      title="Sign In"
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
    >
      <SignInForm />
    </AuthPage>
  )
}
