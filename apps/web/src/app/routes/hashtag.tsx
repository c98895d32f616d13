import { prefetchHomePage } from '@/api/get-home-page'
import { HashtagGallery } from '@/features/hashtag/components/hashtag-gallery'

export const prefetch = prefetchHomePage

export function Component() {
  return <HashtagGallery />
}
