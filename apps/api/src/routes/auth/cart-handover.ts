import type { Db } from '@store/db/client'

export interface CartHandover {
  userId: number
  /** The `local_device_id` sign-in or sign-up came with, if any. */
  deviceId: string | undefined
}

/**
 * MERGE POINT for the cart: sign-in and sign-up call this inside their
 * transaction so the device's guest cart follows the member (decision 015).
 * When the cart tables land, this calls
 * `mergeDeviceCartIntoMember(tx, { deviceId, userId })` from the cart repository.
 * Until then there is no stored cart to move, so there is nothing to do.
 */
export async function handOverDeviceCart(_tx: Db, handover: CartHandover): Promise<void> {
  if (handover.deviceId === undefined) return
  await Promise.resolve()
}
