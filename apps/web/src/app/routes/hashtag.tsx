import { HashtagGallery } from '@/features/hashtag/components/hashtag-gallery'

export function Component() {
  return <HashtagGallery />
}
