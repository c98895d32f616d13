import { updateHashtagImage } from '@store/contract/admin/hashtag-gallery'
import { useHomeContentWrite } from './home-content-write'
import type { WriteOptions } from './home-content-write'

/** A gallery image or its Instagram link. */
export const useUpdateHashtagImage = (options?: WriteOptions) =>
  useHomeContentWrite(updateHashtagImage, options)
