import type { ImgHTMLAttributes } from 'react'

export interface ResponsiveImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt' | 'width' | 'height' | 'loading'
> {
  src: string
  alt: string
  width: number
  height: number
  /** The page's largest image in the first view: fetched first, never lazily. */
  priority?: boolean
}

/** An <img> that always reserves its space and loads lazily unless it is the LCP image. */
export function ResponsiveImage({ priority = false, ...props }: ResponsiveImageProps) {
  return (
    <img
      {...props}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  )
}
