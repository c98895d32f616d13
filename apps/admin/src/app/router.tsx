import { Navigate, createBrowserRouter } from 'react-router'
import { AccountPage } from '@/features/account/components/account-page'
import { SecondFactorPage } from '@/features/auth/components/second-factor-page'
import { SignInPage } from '@/features/auth/components/sign-in-page'
import { useStaffSession } from '@/api/get-staff-session'
import { NotFound } from '@/components/not-found'
import { Layout } from './layout'
import { homeFor } from './nav'
import * as m from '#messages'

function Home() {
  const { data } = useStaffSession()
  return <Navigate to={data ? homeFor(data.staff.role) : '/sign-in'} replace />
}

/** One route per resource list and one per record (STYLE.md); each section adds its own. */
export const router = createBrowserRouter(
  [
    {
      // What shows while a page opened from its address loads its part of the back office.
      hydrateFallbackElement: (
        <p role="status" className="p-6 text-muted">
          {m.loading()}
        </p>
      ),
      children: [
        { path: '/sign-in', element: <SignInPage /> },
        { path: '/second-factor', element: <SecondFactorPage /> },
        {
          path: '/accept-invite',
          lazy: () =>
            import('@/features/staff/components/accept-invite-page').then((m) => ({
              Component: m.AcceptInvitePage,
            })),
        },
        {
          element: <Layout />,
          children: [
            { index: true, element: <Home /> },
            { path: 'account', element: <AccountPage /> },
            {
              path: 'products',
              lazy: () =>
                import('@/features/products/components/product-list-page').then((m) => ({
                  Component: m.ProductListPage,
                })),
            },
            {
              path: 'products/new',
              lazy: () =>
                import('@/features/products/components/product-new-page').then((m) => ({
                  Component: m.ProductNewPage,
                })),
            },
            {
              path: 'products/:id',
              lazy: () =>
                import('@/features/products/components/product-edit-page').then((m) => ({
                  Component: m.ProductEditPage,
                })),
            },
            {
              path: 'catalogue-csv',
              lazy: async () => ({
                Component: (await import('@/features/catalogue-csv/components/catalogue-csv-page'))
                  .CatalogueCsvPage,
              }),
            },
            {
              path: 'home-content',
              lazy: () => import('@/features/home-content/components/home-content-page'),
            },
            {
              path: 'showrooms',
              lazy: () => import('@/features/showrooms/components/showrooms-page'),
            },
            {
              path: 'stock',
              lazy: () => import('@/features/stock/components/showroom-stock-page'),
            },
            {
              path: 'products/:id/stock',
              lazy: () => import('@/features/stock/components/product-stock-page'),
            },
            {
              path: 'categories',
              lazy: () => import('@/features/categories/components/categories-page'),
            },
            {
              path: 'promo-codes',
              lazy: () =>
                import('@/features/promotions/components/promo-codes-page').then((m) => ({
                  Component: m.PromoCodesPage,
                })),
            },
            {
              path: 'promo-codes/:id',
              lazy: () =>
                import('@/features/promotions/components/promo-code-form-page').then((m) => ({
                  Component: m.PromoCodeFormPage,
                })),
            },
            {
              path: 'promo-bundles',
              lazy: () =>
                import('@/features/promotions/components/promo-bundles-page').then((m) => ({
                  Component: m.PromoBundlesPage,
                })),
            },
            {
              path: 'promo-bundles/:id',
              lazy: () =>
                import('@/features/promotions/components/promo-bundle-form-page').then((m) => ({
                  Component: m.PromoBundleFormPage,
                })),
            },
            {
              path: 'products/:id/photos',
              lazy: async () => ({
                Component: (
                  await import('@/features/product-photos/components/product-photos-page')
                ).ProductPhotosPage,
              }),
            },
            {
              path: 'staff',
              lazy: () =>
                import('@/features/staff/components/staff-page').then((m) => ({
                  Component: m.StaffPage,
                })),
            },
            {
              path: 'payments',
              lazy: () =>
                import('@/features/payment-settings/components/payment-settings-page').then(
                  (m) => ({ Component: m.PaymentSettingsPage }),
                ),
            },
            {
              path: 'refunds',
              lazy: () =>
                import('@/features/refunds/components/refunds-page').then((m) => ({
                  Component: m.RefundsPage,
                })),
            },
            {
              path: 'returns',
              lazy: () =>
                import('@/features/returns/components/returns-page').then((m) => ({
                  Component: m.ReturnsPage,
                })),
            },
            {
              path: 'returns/:ref',
              lazy: () =>
                import('@/features/returns/components/return-page').then((m) => ({
                  Component: m.ReturnPage,
                })),
            },
            {
              path: 'audit',
              lazy: () =>
                import('@/features/audit/components/audit-page').then((m) => ({
                  Component: m.AuditPage,
                })),
            },
            {
              path: 'dashboard',
              lazy: () => import('@/features/dashboard/components/dashboard-page'),
            },
            {
              path: 'orders/:ref',
              lazy: () =>
                import('@/features/order/components/order-page').then((m) => ({
                  Component: m.OrderPage,
                })),
            },
            {
              path: 'customers',
              lazy: () =>
                import('@/features/customers/components/customers-page').then((m) => ({
                  Component: m.CustomersPage,
                })),
            },
            {
              path: 'customers/:id',
              lazy: () =>
                import('@/features/customers/components/member-page').then((m) => ({
                  Component: m.MemberPage,
                })),
            },
            {
              path: 'reviews',
              lazy: () =>
                import('@/features/reviews/components/reviews-page').then((m) => ({
                  Component: m.ReviewsPage,
                })),
            },
            {
              path: 'orders',
              lazy: () =>
                import('@/features/orders-board/components/orders-board-page').then((m) => ({
                  Component: m.OrdersBoardPage,
                })),
            },
            { path: 'counter', lazy: () => import('@/features/counter/components/counter-page') },
            { path: '*', element: <NotFound /> },
          ],
        },
        {
          path: '/orders/print',
          lazy: () =>
            import('@/features/order/components/orders-print-page').then((m) => ({
              Component: m.OrdersPrintPage,
            })),
        },
        {
          path: '/orders/:ref/print',
          lazy: () =>
            import('@/features/order/components/order-print-page').then((m) => ({
              Component: m.OrderPrintPage,
            })),
        },
      ],
    },
  ],
  { basename: '/admin' },
)
