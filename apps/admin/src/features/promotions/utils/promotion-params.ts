import { PROMOTION_FILTERS } from '@store/contract/admin/promotion-fields'
import { oneOf, pageOf, textOf } from '@/lib/list-params'
import { parseId } from '@store/contract/ids'

export type PromotionFilter = (typeof PROMOTION_FILTERS)[number]

/** The state filter both promotion lists share; every promotion when the address names none. */
export const statusOf = (params: URLSearchParams): PromotionFilter =>
  oneOf(PROMOTION_FILTERS, params.get('status'), 'ALL')

/** The promo codes list's search, state and page. */
export const promoCodeQueryOf = (params: URLSearchParams) => ({
  q: textOf(params.get('q')),
  status: statusOf(params),
  page: pageOf(params.get('page')),
})

/** A form's record in the address: `new`, an id, or null when it is neither (no such page). */
export function recordOf(param: string | undefined): 'new' | number | null {
  return param === 'new' ? 'new' : parseId(param)
}
