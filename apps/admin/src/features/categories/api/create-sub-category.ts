import { createSubCategory } from '@store/contract/admin/categories'
import { useCategoryWrite } from './category-write'

/** A new sub-category under a category. */
export const useCreateSubCategory = () => useCategoryWrite(createSubCategory)
