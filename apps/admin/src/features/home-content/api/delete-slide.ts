import { deleteSlide } from '@store/contract/admin/home-content'
import { useHomeContentWrite } from './home-content-write'
import type { WriteOptions } from './home-content-write'

/** Takes a slide off the home. */
export const useDeleteSlide = (options?: WriteOptions) => useHomeContentWrite(deleteSlide, options)
