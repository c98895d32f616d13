import * as m from '#messages'
import { createRegion } from '@store/contract/admin/showrooms'
import { useShowroomsWrite } from './showrooms-write'
import type { WriteOptions } from './showrooms-write'

/** A new region of the store locator. */
export const useCreateRegion = (options?: WriteOptions) =>
  useShowroomsWrite(
    createRegion,
    ({ region_name }) => m.showrooms_region_added({ name: region_name }),
    options,
  )
