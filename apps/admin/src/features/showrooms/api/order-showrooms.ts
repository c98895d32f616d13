import * as m from '#messages'
import { orderShowrooms } from '@store/contract/admin/showrooms'
import { useShowroomsWrite } from './showrooms-write'
import type { WriteOptions } from './showrooms-write'

/** A region's showrooms in a new order. */
export const useOrderShowrooms = (options?: WriteOptions) =>
  useShowroomsWrite(orderShowrooms, () => m.showrooms_showrooms_ordered(), options)
