/** Every promo code answer is cached under this key; a save or a switch reads them all again. */
export const PROMO_CODES = ['promo-codes'] as const
export const PROMO_CODE_LISTS = [...PROMO_CODES, 'list'] as const
