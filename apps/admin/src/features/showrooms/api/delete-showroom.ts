import { deleteShowroom } from '@store/contract/admin/showrooms'
import { useShowroomsWrite } from './showrooms-write'
import type { WriteOptions } from './showrooms-write'

/** Deletes a showroom that holds no stock, orders or staff. */
export const useDeleteShowroom = (options?: WriteOptions) =>
  useShowroomsWrite(deleteShowroom, options)
