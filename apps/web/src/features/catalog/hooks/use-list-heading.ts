import { listHeading } from '@store/contract/list-heading'
import type { ProductListView } from '@store/contract/product-list-url'
import { useCategory } from '../api/get-category'
import { useCategorySub } from '../api/get-category-sub'
import { headingSources } from '../utils/list-heading'

/** The list's title, text and cover, and whether a cover is still on its way. */
export function useListHeading(view: ProductListView) {
  const sources = headingSources(view)
  const category = useCategory(sources.category)
  const sub = useCategorySub(sources.sub)
  const heading = listHeading(view, category.data, sub.data)
  const coverLoading = category.isLoading || sub.isLoading
  return {
    heading,
    loading: coverLoading,
    showCover: heading.imageUrl !== undefined || coverLoading,
  }
}
