import { describe, expect, test } from 'vitest'
import { ADMIN_PRODUCT_PAGE_SIZE } from '@store/contract/admin/products'
import { productListQueryOf } from './product-list-params'

describe("the products list's address", () => {
  test('an address without a query shows every product, drafts too, newest first', () => {
    expect(productListQueryOf(new URLSearchParams())).toEqual({
      search: undefined,
      category_id: undefined,
      category_sub_id: undefined,
      status: 'ALL',
      on_sale: undefined,
      missing_translation: undefined,
      sort: 'newest',
      page: 1,
      page_size: ADMIN_PRODUCT_PAGE_SIZE,
    })
  })

  test('a shared link shows the same list: search, category, status, sale, sort and page', () => {
    const query = productListQueryOf(
      new URLSearchParams(
        'search=linen&category_id=6&category_sub_id=602&status=SCHEDULED&on_sale=1&sort=price_asc&page=3',
      ),
    )
    expect(query).toMatchObject({
      search: 'linen',
      category_id: 6,
      category_sub_id: 602,
      status: 'SCHEDULED',
      on_sale: '1',
      sort: 'price_asc',
      page: 3,
    })
  })

  test('what a hand-edited address holds that is not a choice falls back to the default', () => {
    expect(
      productListQueryOf(
        new URLSearchParams('category_id=06&status=GONE&sort=cheapest&page=-2&on_sale=yes'),
      ),
    ).toMatchObject({
      category_id: undefined,
      status: 'ALL',
      sort: 'newest',
      page: 1,
      on_sale: undefined,
    })
  })

  test('the link from the translation count shows every product missing Bahasa, archived ones too', () => {
    expect(
      productListQueryOf(new URLSearchParams('missing_translation=id&status=ALL')),
    ).toMatchObject({
      missing_translation: 'id',
      status: 'ALL',
    })
  })

  test('a hand-typed language the shop does not have filters nothing', () => {
    expect(
      productListQueryOf(new URLSearchParams('missing_translation=fr')).missing_translation,
    ).toBeUndefined()
  })
})
