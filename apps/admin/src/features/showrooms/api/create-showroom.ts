import * as m from '#messages'
import { createShowroom } from '@store/contract/admin/showrooms'
import { useShowroomsWrite } from './showrooms-write'
import type { WriteOptions } from './showrooms-write'

/** A new showroom in a region. */
export const useCreateShowroom = (options?: WriteOptions) =>
  useShowroomsWrite(
    createShowroom,
    ({ showroom_name }) => m.showrooms_showroom_added({ name: showroom_name }),
    options,
  )
