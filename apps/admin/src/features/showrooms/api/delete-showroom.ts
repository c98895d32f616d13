import * as m from '#messages'
import { deleteShowroom } from '@store/contract/admin/showrooms'
import { useShowroomsWrite } from './showrooms-write'
import type { WriteOptions } from './showrooms-write'

/** Deletes a showroom that holds no stock, orders or staff. */
export const useDeleteShowroom = (options?: WriteOptions) =>
  useShowroomsWrite(
    deleteShowroom,
    ({ id }, before) =>
      m.showrooms_showroom_deleted({
        name:
          before.flatMap((region) => region.showrooms).find((room) => room.id === id)
            ?.showroom_name ?? '',
      }),
    options,
  )
