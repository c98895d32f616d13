import { updateCategory } from '@store/contract/admin/categories'
import { useCategoryWrite } from './category-write'

/** A category's name and cover. */
export const useUpdateCategory = () => useCategoryWrite(updateCategory)
