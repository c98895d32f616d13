import type { ImageSlider } from '@store/contract/home'
import { ResponsivePicture } from '@/components/ui/responsive-picture'
import { MEDIA_SIZES } from '@/lib/media-sizes'
import { IMAGE_SIZES } from '@store/contract/media'

interface SlideMediaProps {
  slide: ImageSlider
  priority: boolean
  onLoad?: () => void
}

/** The slide's desktop and mobile images; the first slide's is the page's LCP image. */
export function SlideMedia({ slide, priority, onLoad }: SlideMediaProps) {
  return (
    <ResponsivePicture
      sizes={{ desktop: IMAGE_SIZES.fullWidth, mobile: IMAGE_SIZES.fullWidth }}
      desktop={{ src: slide.media_url, ...MEDIA_SIZES.bannerDesktop }}
      mobile={{ src: slide.media_url_mobile, ...MEDIA_SIZES.bannerMobile }}
      alt={slide.title}
      priority={priority}
      className="block h-full w-full object-cover"
      onLoad={onLoad}
    />
  )
}
