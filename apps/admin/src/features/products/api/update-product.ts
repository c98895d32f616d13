import { updateAdminProduct } from '@store/contract/admin/products'
import { callApi } from '@/lib/api-client'
import type { PayloadOf } from '@/lib/api-client'
import { useProductWrite } from './product-write'

/** Saves a product's fields; a version another person saved since is refused (409). */
export const useUpdateProduct = () =>
  useProductWrite((payload: PayloadOf<typeof updateAdminProduct>) =>
    callApi(updateAdminProduct, payload),
  )
