import { createShowroom } from '@store/contract/admin/showrooms'
import { useShowroomsWrite } from './showrooms-write'
import type { WriteOptions } from './showrooms-write'

/** A new showroom in a region. */
export const useCreateShowroom = (options?: WriteOptions) =>
  useShowroomsWrite(createShowroom, options)
