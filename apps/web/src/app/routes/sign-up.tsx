import { Link } from 'react-router'
import { SidePanel } from '@/features/content/components/side-panel'
import { AuthPage } from '@/features/auth/components/auth-page'
import { SignUpForm } from '@/features/auth/components/sign-up-form'
import * as m from '#messages'

export function Component() {
  return (
    <AuthPage
      kicker={m.members()}
      title={m.create_account()}
      aside={
        <SidePanel
          title={m.already_member()}
          action={
            <Link to="/sign-in" className="btn-outline">
              {m.sign_in_button()}
            </Link>
          }
        >
          {m.already_member_text()}
        </SidePanel>
      }
    >
      <SignUpForm />
    </AuthPage>
  )
}
