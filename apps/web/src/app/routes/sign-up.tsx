import { Link } from 'react-router'
import { SidePanel } from '@/features/content/components/side-panel'
import { AuthPage } from '@/features/auth/components/auth-page'
import { SignUpForm } from '@/features/auth/components/sign-up-form'

export function Component() {
  return (
    <AuthPage
      kicker="Members"
      title="Create Account"
      aside={
        <SidePanel
          title="Already a Member?"
          action={
            <Link to="/sign-in" className="btn-outline">
              Sign In
            </Link>
          }
        >
          Sign in to see your orders, your wishlist and your saved addresses.
        </SidePanel>
      }
    >
      <SignUpForm />
    </AuthPage>
  )
}
