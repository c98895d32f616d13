import { Link } from 'react-router'
import { SidePanel } from '@/features/content/components/side-panel'
import { AuthPage } from '@/features/auth/components/auth-page'
import { SignInForm } from '@/features/auth/components/sign-in-form'
import * as m from '#messages'
import * as w from '@store/contract/words'

export function Component() {
  return (
    <AuthPage
      kicker={m.members()}
      title={w.page_sign_in()}
      aside={
        <SidePanel
          title={m.new_customer()}
          action={
            <Link to="/sign-up" className="btn-outline">
              {m.sign_up()}
            </Link>
          }
        >
          {m.new_customer_text()}
        </SidePanel>
      }
    >
      <SignInForm />
    </AuthPage>
  )
}
