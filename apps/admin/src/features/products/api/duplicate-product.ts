import { duplicateAdminProduct } from '@store/contract/admin/products'
import { callApi } from '@/lib/api-client'
import type { PayloadOf } from '@/lib/api-client'
import { useProductWrite } from './product-write'

/** A copy under a new product code, archived until restored. */
export const useDuplicateProduct = () =>
  useProductWrite((payload: PayloadOf<typeof duplicateAdminProduct>) =>
    callApi(duplicateAdminProduct, payload),
  )
