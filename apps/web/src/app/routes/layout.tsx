import { Outlet, ScrollRestoration } from 'react-router'
import { SessionSync } from '@/features/auth/components/session-sync'
import { CartDrawerHost } from '@/features/layout/components/cart-drawer-host'
import { PromoBar } from '@/features/layout/components/promo-bar'
import { SiteFooter } from '@/features/layout/components/site-footer'
import { SiteHeader } from '@/features/layout/components/site-header'
import { SkipLink } from '@/features/layout/components/skip-link'
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
