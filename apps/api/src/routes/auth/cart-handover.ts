import type { Transaction } from '@store/db/client'
import { mergeDeviceCartIntoMember } from '../cart/merge-carts'

export interface CartHandover {
  userId: number
  /** The `local_device_id` sign-in or sign-up came with, if any. */
  deviceId: string | undefined
}

/**
 * Sign-in and sign-up call this inside their transaction so the device's
 * guest cart follows the member (decisions 013 and 015).
 */
export async function handOverDeviceCart(tx: Transaction, handover: CartHandover): Promise<void> {
  if (handover.deviceId === undefined) return
  await mergeDeviceCartIntoMember(tx, { deviceId: handover.deviceId, userId: handover.userId })
}
