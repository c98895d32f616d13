import { createHashtagImage } from '@store/contract/admin/hashtag-gallery'
import { useHomeContentWrite } from './home-content-write'
import type { WriteOptions } from './home-content-write'

/** An image added to the hashtag gallery, with its Instagram link. */
export const useCreateHashtagImage = (options?: WriteOptions) =>
  useHomeContentWrite(createHashtagImage, options)
