import { updatePopupVideo } from '@store/contract/admin/home-content'
import { useHomeContentWrite } from './home-content-write'
import type { WriteOptions } from './home-content-write'

/** The desktop popup's image and the home's video. */
export const useUpdatePopupVideo = (options?: WriteOptions) =>
  useHomeContentWrite(updatePopupVideo, options)
