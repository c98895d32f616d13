import { archiveAdminProduct } from '@store/contract/admin/products'
import { callApi } from '@/lib/api-client'
import { useProductWrite } from './product-write'

/** Takes a product off the shop; past orders keep it. */
export const useArchiveProduct = () =>
  useProductWrite((id: number) => callApi(archiveAdminProduct, { id }))
