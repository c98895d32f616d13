import { ResponsiveImage } from './responsive-image'

export interface PictureSource {
  src: string
  width: number
  height: number
}

interface ResponsivePictureProps {
  desktop: PictureSource
  mobile: PictureSource
  alt: string
  priority?: boolean
  className?: string
  onLoad?: () => void
}

/** Spec section 9: the desktop banner is used above 991 px, the mobile one below. */
export const DESKTOP_MEDIA = '(min-width: 992px)'

/** Art direction: a wide desktop image and a tall mobile image of the same banner. */
export function ResponsivePicture({
  desktop,
  mobile,
  alt,
  priority,
  className,
  onLoad,
}: ResponsivePictureProps) {
  return (
    <picture>
      <source
        media={DESKTOP_MEDIA}
        srcSet={desktop.src}
        width={desktop.width}
        height={desktop.height}
      />
      <ResponsiveImage
        src={mobile.src}
        width={mobile.width}
        height={mobile.height}
        alt={alt}
        priority={priority}
        className={className}
        onLoad={onLoad}
      />
    </picture>
  )
}
