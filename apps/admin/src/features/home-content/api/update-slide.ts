import { updateSlide } from '@store/contract/admin/home-content'
import { useHomeContentWrite } from './home-content-write'
import type { WriteOptions } from './home-content-write'

/** A slide's images, link or video. */
export const useUpdateSlide = (options?: WriteOptions) => useHomeContentWrite(updateSlide, options)
