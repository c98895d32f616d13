import { idOf, pageOf, textOf } from '@/lib/list-params'

/** The stock screen's showroom, search and page; without a showroom, the first one listed. */
export const showroomStockParamsOf = (params: URLSearchParams) => ({
  showroom: idOf(params.get('showroom')),
  q: textOf(params.get('q')),
  page: pageOf(params.get('page')),
})
