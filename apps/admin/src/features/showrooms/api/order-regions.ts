import * as m from '#messages'
import { orderRegions } from '@store/contract/admin/showrooms'
import { useShowroomsWrite } from './showrooms-write'
import type { WriteOptions } from './showrooms-write'

/** The regions in a new order. */
export const useOrderRegions = (options?: WriteOptions) =>
  useShowroomsWrite(orderRegions, () => m.showrooms_regions_ordered(), options)
