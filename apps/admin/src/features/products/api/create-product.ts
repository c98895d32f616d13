import { createAdminProduct } from '@store/contract/admin/products'
import { callApi } from '@/lib/api-client'
import type { PayloadOf } from '@/lib/api-client'
import { useProductWrite } from './product-write'

/** A new product, on the shop at once. */
export const useCreateProduct = () =>
  useProductWrite((payload: PayloadOf<typeof createAdminProduct>) =>
    callApi(createAdminProduct, payload),
  )
