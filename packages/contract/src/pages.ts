import type * as Words from '#words'

/**
 * The storefront's pages (spec section 2), free of schemas and of React: the
 * web router, the server's rendering and meta, the sitemap and robots.txt all
 * read this one table. Adding a page is one entry here plus its route module,
 * apps/web/src/app/routes/<module>.tsx.
 */
export type PageTitleKey = Extract<keyof typeof Words, `page_${string}`>

export interface PageRoute {
  /** The route module that renders the page: apps/web/src/app/routes/<module>.tsx. */
  module: string
  /** A React Router pattern: exact unless it ends in '/*' (spec: prefix matches). */
  path: string
  /** false: outside the header and footer (the category landings). */
  layout: boolean
  /**
   * The title of the page's <title>, before ' | KAINARA', as its message in the
   * contract's catalogue (packages/contract/i18n); pages with data may refine it.
   */
  title: PageTitleKey
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
    title: 'page_women',
    data: 'home',
    robots: 'index',
    sitemap: ['/shop/men', '/shop/women'],
  },
  {
    module: 'home',
    path: '/',
    layout: true,
    title: 'page_home',
    data: 'home',
    robots: 'index',
    sitemap: ['/'],
  },
  {
    module: 'sign-in',
    path: '/sign-in/*',
    layout: true,
    title: 'page_sign_in',
    data: 'none',
    robots: 'noindex',
  },
  {
    module: 'sign-up',
    path: '/sign-up/*',
    layout: true,
    title: 'page_sign_up',
    data: 'none',
    robots: 'noindex',
  },
  {
    module: 'forgot-password',
    path: '/forgot-password/*',
    layout: true,
    title: 'page_forgot_password',
    data: 'none',
    robots: 'noindex',
  },
  {
    module: 'product',
    path: '/product/:id/*',
    layout: true,
    title: 'page_product',
    data: 'product',
    robots: 'index',
  },
  {
    module: 'products',
    path: '/products',
    layout: true,
    title: 'page_products',
    data: 'products',
    robots: 'index',
    sitemap: ['/products', '/products?sale=1', '/products?group_id=3'],
  },
  {
    module: 'cart',
    path: '/cart',
    layout: true,
    title: 'page_cart',
    data: 'none',
    robots: 'private',
  },
  {
    module: 'checkout',
    path: '/checkout/*',
    layout: true,
    title: 'page_checkout',
    data: 'none',
    robots: 'private',
  },
  {
    module: 'payment-response',
    path: '/payment/response',
    layout: true,
    title: 'page_thank_you',
    data: 'none',
    robots: 'private',
  },
  {
    module: 'fashion',
    path: '/fashion',
    layout: true,
    title: 'page_fashion',
    data: 'home',
    robots: 'index',
  },
  {
    module: 'hashtag',
    path: '/hashtag',
    layout: true,
    title: 'page_hashtag',
    data: 'home',
    robots: 'index',
    sitemap: ['/hashtag'],
  },
  {
    module: 'stores',
    path: '/stores',
    layout: true,
    title: 'page_stores',
    data: 'none',
    robots: 'index',
    sitemap: ['/stores'],
  },
  {
    module: 'stores-online-delivery',
    path: '/stores/online-delivery',
    layout: true,
    title: 'page_online_delivery',
    data: 'none',
    robots: 'index',
    sitemap: ['/stores/online-delivery'],
  },
  {
    module: 'stores-pickup-on-store',
    path: '/stores/pickup-on-store',
    layout: true,
    title: 'page_pickup_on_store',
    data: 'none',
    robots: 'index',
    sitemap: ['/stores/pickup-on-store'],
  },
  {
    module: 'faq',
    path: '/faq',
    layout: true,
    title: 'page_faq',
    data: 'none',
    robots: 'index',
    sitemap: ['/faq'],
  },
  {
    module: 'tnc',
    path: '/tnc',
    layout: true,
    title: 'page_tnc',
    data: 'none',
    robots: 'index',
    sitemap: ['/tnc'],
  },
  {
    module: 'privacy-policy',
    path: '/privacy-policy',
    layout: true,
    title: 'page_privacy_policy',
    data: 'none',
    robots: 'index',
    sitemap: ['/privacy-policy'],
  },
  {
    // The Indonesian text binds; this page is its English reading (docs/decisions/068).
    module: 'privacy-policy-translation',
    path: '/privacy-policy/english',
    layout: true,
    title: 'page_privacy_translation',
    data: 'none',
    robots: 'index',
    sitemap: ['/privacy-policy/english'],
  },
  {
    module: 'notifications',
    path: '/notifications',
    layout: true,
    title: 'page_notifications',
    data: 'none',
    robots: 'private',
  },
  {
    module: 'delete-account',
    path: '/delete-account',
    layout: true,
    title: 'page_delete_account',
    data: 'none',
    robots: 'private',
  },
  // The links of newsletter mails (docs/decisions/017-mail-newsletter-deletion.md).
  {
    module: 'newsletter',
    path: '/newsletter/confirm',
    layout: true,
    title: 'page_newsletter',
    data: 'none',
    robots: 'private',
  },
  {
    module: 'newsletter',
    path: '/newsletter/unsubscribe',
    layout: true,
    title: 'page_newsletter',
    data: 'none',
    robots: 'private',
  },
  {
    module: 'account',
    path: '/account/*',
    layout: true,
    title: 'page_account',
    data: 'none',
    robots: 'private',
  },
  {
    // A guest's order from the signed link in an order e-mail (docs/decisions/028).
    module: 'order',
    path: '/order/:ref',
    layout: true,
    title: 'page_order',
    data: 'none',
    robots: 'private',
  },
  {
    module: 'not-found',
    path: '*',
    layout: true,
    title: 'page_not_found',
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
