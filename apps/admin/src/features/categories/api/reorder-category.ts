import { reorderCategory } from '@store/contract/admin/categories'
import { useCategoryWrite } from './category-write'

/** Moves a category or sub-category one place up or down. */
export const useReorderCategory = () => useCategoryWrite(reorderCategory)
