/** Every promo bundle answer is cached under this key; a save or a switch reads them all again. */
export const PROMO_BUNDLES = ['promo-bundles'] as const
export const PROMO_BUNDLE_LISTS = [...PROMO_BUNDLES, 'list'] as const
