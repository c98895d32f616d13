/**
 * The storefront's pages (spec section 2), free of schemas and of React: the
 * web router, the server's rendering and meta, the sitemap and robots.txt all
 * read this one table. Adding a page is one entry here plus its route module,
 * apps/web/src/app/routes/<module>.tsx.
 */
export interface PageRoute {
  /** The route module that renders the page: apps/web/src/app/routes/<module>.tsx. */
  module: string
  /** A React Router pattern: exact unless it ends in '/*' (spec: prefix matches). */
  path: string
  /** false: outside the header and footer (the category landings). */
  layout: boolean
  /** The title of the page's <title>, before ' | KAINARA'; pages with data may refine it. */
  title: string
  /**
   * What the server loads for the first view (apps/api/src/seo/pages):
   * the home data, a product list, a product, or nothing beyond the menus.
   */
  data: 'home' | 'products' | 'product' | 'none'
  /**
   * 'index' pages are for search engines; 'noindex' ones carry a robots meta tag;
   * 'private' ones are one shopper's own (their shell is rendered on the server,
   * their content in the browser) and robots.txt keeps crawlers out.
   */
  robots: 'index' | 'noindex' | 'private'
  /** Paths the sitemap lists for this page. */
  sitemap?: readonly string[]
  /** The HTTP status of the page when it renders (the catch-all is a 404). */
  status?: number
}

export const PAGE_ROUTES: readonly PageRoute[] = [
  {
    module: 'shop-landing',
    path: '/shop/:category',
    layout: false,
    title: 'Women',
    data: 'home',
    robots: 'index',
    sitemap: ['/shop/men', '/shop/women'],
  },
  {
    module: 'home',
    path: '/',
    layout: true,
    title: 'Home',
    data: 'home',
    robots: 'index',
    sitemap: ['/'],
  },
  {
    module: 'sign-in',
    path: '/sign-in/*',
    layout: true,
    title: 'Sign In',
    data: 'none',
    robots: 'noindex',
  },
  {
    module: 'sign-up',
    path: '/sign-up/*',
    layout: true,
    title: 'Create an Account',
    data: 'none',
    robots: 'noindex',
  },
  {
    module: 'forgot-password',
    path: '/forgot-password/*',
    layout: true,
    title: 'Forgot Password',
    data: 'none',
    robots: 'noindex',
  },
  {
    module: 'product',
    path: '/product/:id/*',
    layout: true,
    title: 'Product',
    data: 'product',
    robots: 'index',
  },
  {
    module: 'products',
    path: '/products',
    layout: true,
    title: 'All Products',
    data: 'products',
    robots: 'index',
    sitemap: ['/products', '/products?sale=1', '/products?group_id=3'],
  },
  {
    module: 'cart',
    path: '/cart',
    layout: true,
    title: 'Your Cart',
    data: 'none',
    robots: 'private',
  },
  {
    module: 'checkout',
    path: '/checkout/*',
    layout: true,
    title: 'Checkout',
    data: 'none',
    robots: 'private',
  },
  {
    module: 'payment-response',
    path: '/payment/response',
    layout: true,
    title: 'Thank You',
    data: 'none',
    robots: 'private',
  },
  {
    module: 'fashion',
    path: '/fashion',
    layout: true,
    title: 'Fashion',
    data: 'home',
    robots: 'index',
  },
  {
    module: 'hashtag',
    path: '/hashtag',
    layout: true,
    title: 'Hashtag',
    data: 'home',
    robots: 'index',
    sitemap: ['/hashtag'],
  },
  {
    module: 'stores',
    path: '/stores',
    layout: true,
    title: 'Our Stores',
    data: 'none',
    robots: 'index',
    sitemap: ['/stores'],
  },
  {
    module: 'stores-online-delivery',
    path: '/stores/online-delivery',
    layout: true,
    title: 'How Online Delivery Works',
    data: 'none',
    robots: 'index',
    sitemap: ['/stores/online-delivery'],
  },
  {
    module: 'stores-pickup-on-store',
    path: '/stores/pickup-on-store',
    layout: true,
    title: 'How Store Pickup Works',
    data: 'none',
    robots: 'index',
    sitemap: ['/stores/pickup-on-store'],
  },
  {
    module: 'faq',
    path: '/faq',
    layout: true,
    title: 'Frequently Asked Questions',
    data: 'none',
    robots: 'index',
    sitemap: ['/faq'],
  },
  {
    module: 'tnc',
    path: '/tnc',
    layout: true,
    title: 'Terms and Conditions',
    data: 'none',
    robots: 'index',
    sitemap: ['/tnc'],
  },
  {
    module: 'privacy-policy',
    path: '/privacy-policy',
    layout: true,
    title: 'Kebijakan Privasi',
    data: 'none',
    robots: 'index',
    sitemap: ['/privacy-policy'],
  },
  {
    module: 'notifications',
    path: '/notifications',
    layout: true,
    title: 'Notifications',
    data: 'none',
    robots: 'private',
  },
  {
    module: 'delete-account',
    path: '/delete-account',
    layout: true,
    title: 'Delete Account',
    data: 'none',
    robots: 'private',
  },
  // The links of newsletter mails (docs/decisions/017-mail-newsletter-deletion.md).
  {
    module: 'newsletter',
    path: '/newsletter/confirm',
    layout: true,
    title: 'Newsletter',
    data: 'none',
    robots: 'private',
  },
  {
    module: 'newsletter',
    path: '/newsletter/unsubscribe',
    layout: true,
    title: 'Newsletter',
    data: 'none',
    robots: 'private',
  },
  {
    module: 'account',
    path: '/account/*',
    layout: true,
    title: 'My Account',
    data: 'none',
    robots: 'private',
  },
  {
    // A guest's order from the signed link in an order e-mail (docs/decisions/028).
    module: 'order',
    path: '/order/:ref',
    layout: true,
    title: 'Your Order',
    data: 'none',
    robots: 'private',
  },
  {
    module: 'not-found',
    path: '*',
    layout: true,
    title: 'Page Not Found',
    data: 'none',
    robots: 'noindex',
    status: 404,
  },
]

/**
 * The table as a route tree: the landings on their own, every other page
 * under one pathless layout route. `page` makes a route of an entry and
 * `layout` wraps the layout's children, so both sides build the same tree
 * (and React Router gives its routes the same ids on the server and in the browser).
 */
export function pageRouteTree<R>(page: (entry: PageRoute) => R, layout: (children: R[]) => R): R[] {
  return [
    ...PAGE_ROUTES.filter((entry) => !entry.layout).map(page),
    layout(PAGE_ROUTES.filter((entry) => entry.layout).map(page)),
  ]
}

/** robots.txt's Disallow lines: the private pages, by the fixed part of their path. */
export const disallowedPaths = (): string[] =>
  PAGE_ROUTES.filter((entry) => entry.robots === 'private').map((entry) =>
    entry.path.replace(/\/\*$/, ''),
  )

export const sitemapPaths = (): string[] => PAGE_ROUTES.flatMap((entry) => entry.sitemap ?? [])
