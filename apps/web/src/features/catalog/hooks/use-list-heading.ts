import type { ProductListView } from '@store/contract/product-list-url'
import { useCategory } from '../api/get-category'
import { useCategorySub } from '../api/get-category-sub'
import { listHeading } from '../utils/list-heading'

/** The list's title, text and cover, and whether a cover is still on its way. */
export function useListHeading(view: ProductListView) {
  const bySub = view.category_sub_id !== undefined && !view.search
  const byCategory = !bySub && view.category_id !== undefined && !view.search
  const category = useCategory(byCategory ? view.category_id : undefined)
  const sub = useCategorySub(bySub ? view.category_sub_id : undefined)
  const heading = listHeading(view, category.data, sub.data)
  const coverLoading = category.isLoading || sub.isLoading
  return {
    heading,
    loading: coverLoading,
    showCover: heading.imageUrl !== undefined || coverLoading,
  }
}
