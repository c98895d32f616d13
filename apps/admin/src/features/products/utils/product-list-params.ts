import { ADMIN_PRODUCT_PAGE_SIZE, PRODUCT_SORTS } from '@store/contract/admin/products'
import { PRODUCT_LIST_STATUSES } from '@store/contract/admin/product-publishing'
import type { AdminProductListQuery } from '@store/contract/admin/products'
import { LOCALES } from '@store/contract/locale'
import { idOf, oneOf, pageOf, textOf } from '@/lib/list-params'

/** The products list's search, filters, sort and page, read from the address. */
export const productListQueryOf = (params: URLSearchParams) =>
  ({
    search: textOf(params.get('search')),
    category_id: idOf(params.get('category_id')),
    category_sub_id: idOf(params.get('category_sub_id')),
    status: oneOf(PRODUCT_LIST_STATUSES, params.get('status'), 'ALL'),
    on_sale: params.get('on_sale') === '1' ? '1' : undefined,
    missing_translation: LOCALES.find((language) => language === params.get('missing_translation')),
    sort: oneOf(PRODUCT_SORTS, params.get('sort'), 'newest'),
    page: pageOf(params.get('page')),
    page_size: ADMIN_PRODUCT_PAGE_SIZE,
  }) satisfies AdminProductListQuery
