import { createSlide } from '@store/contract/admin/home-content'
import { useHomeContentWrite } from './home-content-write'
import type { WriteOptions } from './home-content-write'

/** A slide added at the end of the slider. */
export const useCreateSlide = (options?: WriteOptions) => useHomeContentWrite(createSlide, options)
