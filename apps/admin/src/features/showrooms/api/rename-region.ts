import * as m from '#messages'
import { renameRegion } from '@store/contract/admin/showrooms'
import { useShowroomsWrite } from './showrooms-write'
import type { WriteOptions } from './showrooms-write'

/** A region's new name. */
export const useRenameRegion = (options?: WriteOptions) =>
  useShowroomsWrite(
    renameRegion,
    ({ region_name }) => m.showrooms_region_renamed({ name: region_name }),
    options,
  )
