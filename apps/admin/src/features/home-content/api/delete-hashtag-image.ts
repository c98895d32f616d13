import { deleteHashtagImage } from '@store/contract/admin/hashtag-gallery'
import { useHomeContentWrite } from './home-content-write'
import type { WriteOptions } from './home-content-write'

/** Takes an image out of the hashtag gallery. */
export const useDeleteHashtagImage = (options?: WriteOptions) =>
  useHomeContentWrite(deleteHashtagImage, options)
