import { updatePromoBar } from '@store/contract/admin/home-content'
import { useHomeContentWrite } from './home-content-write'
import type { WriteOptions } from './home-content-write'

/** The strip above every page of the shop. */
export const useUpdatePromoBar = (options?: WriteOptions) =>
  useHomeContentWrite(updatePromoBar, options)
