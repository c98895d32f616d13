import type { ReactNode } from 'react'
import { NavLink } from 'react-router'
import { PageHeading } from '@/components/ui/page-heading'
import { Spinner } from '@/components/ui/spinner'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { ACCOUNT_MENU } from '@/features/account/account-menu'
import { useRequireMember } from '../api/use-require-member'
import { SignOutButton } from './sign-out-button'
import * as m from '#messages'
import * as w from '@store/contract/words'

/** /account and its sub-pages: the account menu of spec section 2 beside the chosen section. */
export function AccountLayout({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title)
  const member = useRequireMember()
  return (
    <main id="main">
      <PageHeading kicker={w.page_account()} title={title} />
      <div className="container-page grid grid-cols-1 gap-10 pb-20 md:grid-cols-[220px_minmax(0,1fr)] md:gap-16">
        <nav aria-label={m.account()}>
          <ul className="flex gap-x-6 gap-y-1 overflow-x-auto border-b border-line md:block md:border-b-0 md:border-l md:pl-5">
            {ACCOUNT_MENU.map((item) => (
              <li key={item.path} className="shrink-0">
                <NavLink
                  to={`/account${item.path ? `/${item.path}` : ''}`}
                  end
                  className="block py-2.5 text-sm whitespace-nowrap text-muted transition hover:text-ink aria-[current=page]:font-semibold aria-[current=page]:text-ink"
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
            <li className="shrink-0">
              <SignOutButton />
            </li>
          </ul>
        </nav>
        <div className="min-w-0">{member ? children : <Spinner label={w.loading()} />}</div>
      </div>
    </main>
  )
}
