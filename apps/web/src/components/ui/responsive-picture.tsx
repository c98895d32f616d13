import { ResponsiveImage, imageSources } from './responsive-image'

export interface PictureSource {
  src: string
  width: number
  height: number
}

interface ResponsivePictureProps {
  desktop: PictureSource
  mobile: PictureSource
  alt: string
  /** Widths the image shows at: `desktop` above 991 px, `mobile` below. */
  sizes: { desktop: string; mobile: string }
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
  sizes,
  priority,
  className,
  onLoad,
}: ResponsivePictureProps) {
  const wide = imageSources(desktop.src)
  // One image for both: its renditions and `sizes` already cover every screen.
  const sameImage = desktop.src === mobile.src && wide.srcSet !== undefined
  return (
    <picture>
      {!sameImage && (
        <source
          media={DESKTOP_MEDIA}
          srcSet={wide.srcSet ?? wide.src}
          sizes={wide.srcSet ? sizes.desktop : undefined}
          width={desktop.width}
          height={desktop.height}
        />
      )}
      <ResponsiveImage
        src={mobile.src}
        width={mobile.width}
        height={mobile.height}
        sizes={sizes.mobile}
        alt={alt}
        priority={priority}
        className={className}
        onLoad={onLoad}
      />
    </picture>
  )
}
