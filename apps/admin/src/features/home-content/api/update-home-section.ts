import { updateHomeSection } from '@store/contract/admin/home-content'
import { useHomeContentWrite } from './home-content-write'
import type { WriteOptions } from './home-content-write'

/** One of the three promotional sections under the slider. */
export const useUpdateHomeSection = (options?: WriteOptions) =>
  useHomeContentWrite(updateHomeSection, options)
