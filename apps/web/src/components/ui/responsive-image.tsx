import type { CSSProperties, ImgHTMLAttributes } from 'react'
import {
  DEFAULT_RENDITION_WIDTH,
  mediaKeyOf,
  renditionSrcSet,
  renditionUrl,
} from '@store/contract/media'

export interface ResponsiveImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt' | 'width' | 'height' | 'loading' | 'sizes'
> {
  src: string
  alt: string
  width: number
  height: number
  /** How wide the image shows, as the `sizes` attribute: the browser picks the rendition by it. */
  sizes: string
  /** A blurred preview (data: URL) painted until the image arrives. */
  placeholder?: string | undefined
  /** The page's largest image in the first view: fetched first, never lazily. */
  priority?: boolean
}

/** The `src` and `srcset` of an address: every rendition when the store's pipeline made it. */
export function imageSources(src: string): { src: string; srcSet?: string } {
  const key = mediaKeyOf(src)
  if (!key) return { src }
  return { src: renditionUrl(key, DEFAULT_RENDITION_WIDTH), srcSet: renditionSrcSet(key) }
}

function withPlaceholder(style: CSSProperties | undefined, placeholder: string | undefined) {
  if (!placeholder) return style
  return {
    backgroundImage: `url(${placeholder})`,
    backgroundSize: 'cover',
    backgroundPosition: 'center',
    ...style,
  }
}

/** An <img> that always reserves its space and loads lazily unless it is the LCP image. */
export function ResponsiveImage({
  priority = false,
  src,
  sizes,
  placeholder,
  style,
  ...props
}: ResponsiveImageProps) {
  const sources = imageSources(src)
  return (
    <img
      {...props}
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.srcSet ? sizes : undefined}
      style={withPlaceholder(style, placeholder)}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  )
}
