import { Link, NavLink } from 'react-router'
import { EmptyState } from '@/components/ui/empty-state'
import { UserIcon } from '@/components/ui/icons'
import { PageHeading } from '@/components/ui/page-heading'
import { useAppState } from '@/stores/app-state'
import { ACCOUNT_MENU } from '../data/account-menu'

/** /account and its sub-pages: the account menu beside the chosen section. */
export function AccountPage({ section }: { section: string }) {
  const isSignedIn = useAppState((state) => state.isSignedIn)
  const current = ACCOUNT_MENU.find((item) => item.path === section) ?? ACCOUNT_MENU[0]
  return (
    <main id="main">
      <PageHeading kicker="My Account" title={current.label} />
      <div className="container-page grid gap-10 md:grid-cols-[220px_1fr] md:gap-16">
        <nav aria-label="Account">
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
          </ul>
        </nav>
        <div className="border border-line bg-cream/60">
          {isSignedIn ? (
            <EmptyState
              title={`${current.label} opens soon`}
              icon={UserIcon}
              actions={
                <Link to="/products" className="btn-primary">
                  Continue Shopping
                </Link>
              }
            >
              This part of your account arrives with our next release.
            </EmptyState>
          ) : (
            <EmptyState
              title="Sign in to see your account"
              icon={UserIcon}
              actions={
                <Link to="/sign-in" className="btn-primary">
                  Sign In
                </Link>
              }
            >
              Your profile, orders, wishlist and addresses are kept for members.
            </EmptyState>
          )}
        </div>
      </div>
    </main>
  )
}
