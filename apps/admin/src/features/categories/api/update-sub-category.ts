import { updateSubCategory } from '@store/contract/admin/categories'
import { useCategoryWrite } from './category-write'

/** A sub-category's name and its own cover. */
export const useUpdateSubCategory = () => useCategoryWrite(updateSubCategory)
