import { createCategory } from '@store/contract/admin/categories'
import { useCategoryWrite } from './category-write'

/** A new category, last in the shop's order. */
export const useCreateCategory = () => useCategoryWrite(createCategory)
