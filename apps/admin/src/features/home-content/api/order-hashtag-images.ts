import { orderHashtagImages } from '@store/contract/admin/hashtag-gallery'
import { useHomeContentWrite } from './home-content-write'
import type { WriteOptions } from './home-content-write'

/** The gallery's images in a new order. */
export const useOrderHashtagImages = (options?: WriteOptions) =>
  useHomeContentWrite(orderHashtagImages, options)
