import * as m from '#messages'
import { updateShowroom } from '@store/contract/admin/showrooms'
import { useShowroomsWrite } from './showrooms-write'
import type { WriteOptions } from './showrooms-write'

/** A showroom's name, contact, address, map, region, hub and whether shoppers see it. */
export const useUpdateShowroom = (options?: WriteOptions) =>
  useShowroomsWrite(
    updateShowroom,
    ({ showroom_name }) => m.showrooms_showroom_saved({ name: showroom_name }),
    options,
  )
