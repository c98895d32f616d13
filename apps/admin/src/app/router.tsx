import { Navigate, createBrowserRouter } from 'react-router'
import { AccountPage } from '../features/auth/account-page'
import { SecondFactorPage } from '../features/auth/second-factor-page'
import { SignInPage } from '../features/auth/sign-in-page'
import { useStaffSession } from '../features/auth/session'
import { Layout } from './layout'
import { homeFor } from './nav'

function Home() {
  const { data } = useStaffSession()
  return <Navigate to={data ? homeFor(data.staff.role) : '/sign-in'} replace />
}

/** One route per resource list and one per record (STYLE.md); each section adds its own. */
export const router = createBrowserRouter(
  [
    { path: '/sign-in', element: <SignInPage /> },
    { path: '/second-factor', element: <SecondFactorPage /> },
    {
      path: '/accept-invite',
      lazy: () =>
        import('../features/staff/accept-invite-page').then((m) => ({
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
            import('../features/products/product-list-page').then((m) => ({
              Component: m.ProductListPage,
            })),
        },
        {
          path: 'products/new',
          lazy: () =>
            import('../features/products/product-new-page').then((m) => ({
              Component: m.ProductNewPage,
            })),
        },
        {
          path: 'products/:id',
          lazy: () =>
            import('../features/products/product-edit-page').then((m) => ({
              Component: m.ProductEditPage,
            })),
        },
        {
          path: 'catalogue-csv',
          lazy: async () => ({
            Component: (await import('../features/catalogue-csv/catalogue-csv-page'))
              .CatalogueCsvPage,
          }),
        },
        { path: 'home-content', lazy: () => import('../features/home-content/home-content-page') },
        { path: 'showrooms', lazy: () => import('../features/showrooms/showrooms-page') },
        { path: 'stock', lazy: () => import('../features/stock/showroom-stock-page') },
        {
          path: 'products/:id/stock',
          lazy: () => import('../features/stock/product-stock-page'),
        },
        { path: 'categories', lazy: () => import('../features/categories/categories-page') },
        {
          path: 'promo-codes',
          lazy: () =>
            import('../features/promotions/promo-codes-page').then((m) => ({
              Component: m.PromoCodesPage,
            })),
        },
        {
          path: 'promo-codes/:id',
          lazy: () =>
            import('../features/promotions/promo-code-form-page').then((m) => ({
              Component: m.PromoCodeFormPage,
            })),
        },
        {
          path: 'promo-bundles',
          lazy: () =>
            import('../features/promotions/promo-bundles-page').then((m) => ({
              Component: m.PromoBundlesPage,
            })),
        },
        {
          path: 'promo-bundles/:id',
          lazy: () =>
            import('../features/promotions/promo-bundle-form-page').then((m) => ({
              Component: m.PromoBundleFormPage,
            })),
        },
        {
          path: 'products/:id/photos',
          lazy: async () => ({
            Component: (await import('../features/product-photos/product-photos-page'))
              .ProductPhotosPage,
          }),
        },
        {
          path: 'staff',
          lazy: () =>
            import('../features/staff/staff-page').then((m) => ({ Component: m.StaffPage })),
        },
        {
          path: 'audit',
          lazy: () =>
            import('../features/audit/audit-page').then((m) => ({ Component: m.AuditPage })),
        },
        { path: 'dashboard', lazy: () => import('../features/dashboard/dashboard-page') },
        {
          path: 'orders/:ref',
          lazy: () =>
            import('../features/order/order-page').then((m) => ({ Component: m.OrderPage })),
        },
        {
          path: 'customers',
          lazy: () =>
            import('../features/customers/customers-page').then((m) => ({
              Component: m.CustomersPage,
            })),
        },
        {
          path: 'customers/:id',
          lazy: () =>
            import('../features/customers/member-page').then((m) => ({
              Component: m.MemberPage,
            })),
        },
        {
          path: 'reviews',
          lazy: () =>
            import('../features/reviews/reviews-page').then((m) => ({ Component: m.ReviewsPage })),
        },
        {
          path: 'orders',
          lazy: () =>
            import('../features/orders-board/orders-board-page').then((m) => ({
              Component: m.OrdersBoardPage,
            })),
        },
        { path: 'counter', lazy: () => import('../features/counter/counter-page') },
        { path: '*', element: <NotFound /> },
      ],
    },
    {
      path: '/orders/:ref/print',
      lazy: () =>
        import('../features/order/order-print-page').then((m) => ({
          Component: m.OrderPrintPage,
        })),
    },
  ],
  { basename: '/admin' },
)

function NotFound() {
  return <p className="text-muted">There is no such page in the back office.</p>
}
