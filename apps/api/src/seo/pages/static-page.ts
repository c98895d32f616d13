import { STORE_NAME, STORE_TAGLINE, pageTitle } from '../page-meta'
import type { PageMeta } from '../page-meta'

const TITLES: Record<string, string> = {
  cart: 'Your Cart',
  checkout: 'Checkout',
  'sign-in': 'Sign In',
  'sign-up': 'Create an Account',
  'forgot-password': 'Forgot Password',
  stores: 'Our Stores',
  'stores-online-delivery': 'How Online Delivery Works',
  'stores-pickup-on-store': 'How Store Pickup Works',
  faq: 'Frequently Asked Questions',
  tnc: 'Terms and Conditions',
  'privacy-policy': 'Kebijakan Privasi',
  notifications: 'Notifications',
  'payment-response': 'Thank You',
  'delete-account': 'Delete Account',
  account: 'My Account',
}
// Pages about one shopper's own session are not for search engines.
const PRIVATE = new Set([
  'cart',
  'checkout',
  'notifications',
  'payment-response',
  'delete-account',
  'account',
  'sign-in',
  'sign-up',
  'forgot-password',
])

export function staticPage(routeModule: string): PageMeta {
  const title = TITLES[routeModule]
  return {
    title: title ? pageTitle(title) : `${STORE_NAME} | ${STORE_TAGLINE}`,
    description: `${STORE_NAME}: ${STORE_TAGLINE}.`,
    type: 'website',
    status: 200,
    noindex: PRIVATE.has(routeModule),
    initialData: {},
    preloadImages: [],
    routeModule,
  }
}
