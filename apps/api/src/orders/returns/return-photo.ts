import { RETURN_PHOTO_CAP } from '@store/contract/return-photos'
import type { Executor, Transaction } from '@store/db/client'
import { MAIL_WORDS } from '../../i18n/words'
import { badRequest } from '../../lib/http-errors'
import { lockOrder } from '../order.repository'
import type { OrderRow } from '../order.repository'
import { returnRefusal } from './return-refusals'
import { countLoosePhotos, insertReturnPhoto } from './return-photos.repository'

const capReached = () =>
  badRequest((l) => MAIL_WORDS[l].returns_photo_cap({ cap: RETURN_PHOTO_CAP }))

/**
 * Whether the order may take a return's photo now (decision 094): it can be
 * returned and holds fewer than a request's worth of photos no return names.
 * Asked before the file is kept, so a refusal stores nothing.
 */
export async function refuseReturnPhoto(db: Executor, order: OrderRow, now: Date) {
  const refusal = returnRefusal(order, now)
  if (refusal) throw badRequest(refusal)
  if ((await countLoosePhotos(db, order.id)) >= RETURN_PHOTO_CAP) throw capReached()
}

/**
 * Ties a kept photo to the order, in the image's own transaction: the order
 * row is locked first, so two uploads at once cannot both take the last place.
 */
export async function claimReturnPhoto(tx: Transaction, orderId: number, key: string, now: Date) {
  const order = await lockOrder(tx, orderId)
  if (!order) throw new Error(`no order ${orderId}`)
  await refuseReturnPhoto(tx, order, now)
  await insertReturnPhoto(tx, { orderId, mediaKey: key, createdAt: now })
}
