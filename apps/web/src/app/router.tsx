import { createBrowserRouter } from 'react-router'
import type { RouteObject } from 'react-router'
import { RootLayout } from './routes/layout'
import { RouteError } from './routes/route-error'

/** The first page's code is preloaded by the server; until it runs there is nothing to show. */
function NothingYet() {
  return null
}

type RouteModule = { Component: React.ComponentType }
const lazy = (load: () => Promise<RouteModule>) => async () => ({
  Component: (await load()).Component,
})

/**
 * The route table of spec section 2. /, /sign-in, /sign-up, /forgot-password,
 * /product/:id and /account match by prefix; every other route exactly.
 */
export const routes: RouteObject[] = [
  {
    path: '/shop/:category',
    lazy: lazy(() => import('./routes/shop-landing')),
    errorElement: <RouteError />,
    HydrateFallback: NothingYet,
  },
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: NothingYet,
    children: [
      { index: true, lazy: lazy(() => import('./routes/home')) },
      { path: 'sign-in/*', lazy: lazy(() => import('./routes/sign-in')) },
      { path: 'sign-up/*', lazy: lazy(() => import('./routes/sign-up')) },
      { path: 'forgot-password/*', lazy: lazy(() => import('./routes/forgot-password')) },
      { path: 'product/:id/*', lazy: lazy(() => import('./routes/product')) },
      { path: 'products', lazy: lazy(() => import('./routes/products')) },
      { path: 'cart', lazy: lazy(() => import('./routes/cart')) },
      { path: 'checkout', lazy: lazy(() => import('./routes/checkout')) },
      { path: 'payment/response', lazy: lazy(() => import('./routes/payment-response')) },
      { path: 'fashion', lazy: lazy(() => import('./routes/fashion')) },
      { path: 'hashtag', lazy: lazy(() => import('./routes/hashtag')) },
      { path: 'stores', lazy: lazy(() => import('./routes/stores')) },
      {
        path: 'stores/online-delivery',
        lazy: lazy(() => import('./routes/stores-online-delivery')),
      },
      {
        path: 'stores/pickup-on-store',
        lazy: lazy(() => import('./routes/stores-pickup-on-store')),
      },
      { path: 'faq', lazy: lazy(() => import('./routes/faq')) },
      { path: 'tnc', lazy: lazy(() => import('./routes/tnc')) },
      { path: 'privacy-policy', lazy: lazy(() => import('./routes/privacy-policy')) },
      { path: 'notifications', lazy: lazy(() => import('./routes/notifications')) },
      { path: 'delete-account', lazy: lazy(() => import('./routes/delete-account')) },
      // The links of newsletter mails (docs/decisions/017-mail-newsletter-deletion.md).
      { path: 'newsletter/confirm', lazy: lazy(() => import('./routes/newsletter')) },
      { path: 'newsletter/unsubscribe', lazy: lazy(() => import('./routes/newsletter')) },
      { path: 'account/*', lazy: lazy(() => import('./routes/account')) },
      { path: '*', lazy: lazy(() => import('./routes/not-found')) },
    ],
  },
]

export const createRouter = () => createBrowserRouter(routes)
