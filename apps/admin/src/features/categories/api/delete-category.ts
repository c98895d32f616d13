import { deleteCategory } from '@store/contract/admin/categories'
import { useCategoryWrite } from './category-write'

/** Deletes an empty category (its sub-categories with it) or sub-category. */
export const useDeleteCategory = () => useCategoryWrite(deleteCategory)
