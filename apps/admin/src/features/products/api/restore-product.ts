import { restoreAdminProduct } from '@store/contract/admin/products'
import { callApi } from '@/lib/api-client'
import { useProductWrite } from './product-write'

/** Puts an archived product back on the shop. */
export const useRestoreProduct = () =>
  useProductWrite((id: number) => callApi(restoreAdminProduct, { id }))
