import { useSearchParams } from 'react-router'
import {
  ADMIN_PRODUCT_PAGE_SIZE,
  PRODUCT_SORTS,
  PRODUCT_STATUSES,
} from '@store/contract/admin/products'
import type { ProductSort } from '@store/contract/admin/products'

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value)

const positive = (value: string | null) => {
  const number = Number(value)
  return Number.isInteger(number) && number >= 1 ? number : undefined
}

export interface ProductListState {
  search?: string
  category_id?: number
  category_sub_id?: number
  status: (typeof PRODUCT_STATUSES)[number]
  on_sale?: '1'
  sort: ProductSort
  page: number
  page_size: number
}

/** The list's search, filters, sort and page, kept in the URL so a link or Back shows the same list. */
export function useProductListParams() {
  const [params, setParams] = useSearchParams()
  const query: ProductListState = {
    search: params.get('search') ?? undefined,
    category_id: positive(params.get('category_id')),
    category_sub_id: positive(params.get('category_sub_id')),
    status: oneOf(PRODUCT_STATUSES, params.get('status')) ?? 'ACTIVE',
    on_sale: params.get('on_sale') === '1' ? '1' : undefined,
    sort: oneOf(PRODUCT_SORTS, params.get('sort')) ?? 'newest',
    page: positive(params.get('page')) ?? 1,
    page_size: ADMIN_PRODUCT_PAGE_SIZE,
  }
  /** Changes some of the list's state; any change but the page starts again at page 1. */
  const update = (changes: Record<string, string | number | undefined>) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous)
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined || value === '') next.delete(key)
        else next.set(key, String(value))
      }
      if (!('page' in changes)) next.delete('page')
      return next
    })
  return { query, update }
}
