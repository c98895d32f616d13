import { Outlet, ScrollRestoration } from 'react-router'
import { SessionSync } from '@/features/auth/components/session-sync'
import { CartDrawerHost } from '@/app/layout/cart-drawer-host'
import { PromoBar } from '@/app/layout/promo-bar'
import { SiteFooter } from '@/app/layout/site-footer'
import { SiteHeader } from '@/app/layout/site-header'
import { SkipLink } from '@/app/layout/skip-link'
import { scrollKey } from '@/lib/scroll-key'

/** Promo bar, header, footer and cart drawer around every page but the category landings. */
export function RootLayout() {
  return (
    <>
      <SessionSync />
      <SkipLink />
      <PromoBar />
      <SiteHeader />
      {/* Each page renders its own <main>; this wrapper is the skip link's target. */}
      <div id="content" tabIndex={-1} className="outline-none">
        <Outlet />
      </div>
      <SiteFooter />
      <CartDrawerHost />
      <ScrollRestoration getKey={scrollKey} />
    </>
  )
}
