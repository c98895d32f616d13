import * as m from '#messages'
import { MAX_PRODUCT_PHOTOS, PRODUCT_PHOTO_MESSAGES } from '@store/contract/admin/product-photos'

/** The contract's checks of a photo list, each said in the back office's language. */
const SAID: Record<string, () => string> = {
  [PRODUCT_PHOTO_MESSAGES.noPhotos]: m.photos_no_photos,
  [PRODUCT_PHOTO_MESSAGES.tooManyPhotos]: () => m.photos_too_many({ max: MAX_PRODUCT_PHOTOS }),
  [PRODUCT_PHOTO_MESSAGES.twice]: m.photos_twice,
}

/** What the screen says when the photos fail the contract's check before they are sent. */
export const photoProblem = (message: string | undefined): string | null =>
  message === undefined ? null : (SAID[message]?.() ?? message)
