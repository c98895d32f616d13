/**
 * The web app's route table (spec section 2) as the server needs it: which
 * route module renders a path, so the page can preload it. /sign-in,
 * /sign-up, /forgot-password, /product/:id and /account match by prefix;
 * every other route exactly.
 */
const EXACT: Record<string, string> = {
  '/': 'home',
  '/products': 'products',
  '/cart': 'cart',
  '/checkout': 'checkout',
  '/payment/response': 'payment-response',
  '/fashion': 'fashion',
  '/hashtag': 'hashtag',
  '/stores': 'stores',
  '/stores/online-delivery': 'stores-online-delivery',
  '/stores/pickup-on-store': 'stores-pickup-on-store',
  '/faq': 'faq',
  '/tnc': 'tnc',
  '/privacy-policy': 'privacy-policy',
  '/notifications': 'notifications',
  '/delete-account': 'delete-account',
  '/newsletter/confirm': 'newsletter',
  '/newsletter/unsubscribe': 'newsletter',
}
const PREFIXES = ['sign-in', 'sign-up', 'forgot-password', 'account']

export type PageRoute =
  | { module: 'product'; productId: number | null }
  | { module: 'shop-landing'; slug: string }
  | { module: string }

export function matchPageRoute(path: string): PageRoute {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path
  const exact = EXACT[trimmed]
  if (exact) return { module: exact }
  const product = /^\/product\/([^/]+)(\/.*)?$/.exec(trimmed)
  if (product) {
    const id = /^\d{1,10}$/.test(product[1] ?? '') ? Number(product[1]) : null
    return { module: 'product', productId: id && id <= 2_147_483_647 ? id : null }
  }
  const shop = /^\/shop\/([^/]+)$/.exec(trimmed)
  if (shop) return { module: 'shop-landing', slug: shop[1] ?? '' }
  const prefix = PREFIXES.find((name) => trimmed === `/${name}` || trimmed.startsWith(`/${name}/`))
  return { module: prefix ?? 'not-found' }
}
