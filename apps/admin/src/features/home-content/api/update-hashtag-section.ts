import { updateHashtagSection } from '@store/contract/admin/hashtag-gallery'
import { useHomeContentWrite } from './home-content-write'
import type { WriteOptions } from './home-content-write'

/** The title and description above the hashtag gallery. */
export const useUpdateHashtagSection = (options?: WriteOptions) =>
  useHomeContentWrite(updateHashtagSection, options)
