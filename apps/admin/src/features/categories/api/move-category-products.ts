import { moveCategoryProducts } from '@store/contract/admin/categories'
import { useCategoryWrite } from './category-write'

/** Moves every product of a category or sub-category to another sub-category. */
export const useMoveCategoryProducts = () => useCategoryWrite(moveCategoryProducts)
