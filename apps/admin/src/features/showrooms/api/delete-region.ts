import * as m from '#messages'
import { deleteRegion } from '@store/contract/admin/showrooms'
import { useShowroomsWrite } from './showrooms-write'
import type { WriteOptions } from './showrooms-write'

/** Deletes a region with no showroom left in it. */
export const useDeleteRegion = (options?: WriteOptions) =>
  useShowroomsWrite(
    deleteRegion,
    ({ id }, before) =>
      m.showrooms_region_deleted({
        name: before.find((region) => region.id === id)?.region_name ?? '',
      }),
    options,
  )
