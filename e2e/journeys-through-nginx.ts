/**
 * The shop's journeys that `npm test` runs at phone size through nginx on two instances
 * (e2e/playwright.cluster.config.ts) and at desktop size on the embedded store
 * (e2e/playwright.config.ts): each runs at both sizes, once in each arrangement, and the
 * suite does not pay for a third run of the same steps. They hold on a freshly seeded store.
 * Left out of the nginx run: the back office's journeys (they expect a store of their own)
 * and those about one server's own behaviour (server-render, forms before hydration,
 * failures), which the single-store run covers at both sizes.
 */
export const JOURNEYS_THROUGH_NGINX = [
  'cart',
  'checkout-guest-pickup',
  'checkout-member-courier',
  'payment-page',
  'orders',
  'product-detail',
].map((name) => `${name}.spec.ts`)
