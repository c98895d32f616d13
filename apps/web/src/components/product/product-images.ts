import type { ProductImage } from '@store/contract/catalog'

/** The cover first (spec section 3: COVER preferred), then the others in their order. */
export function orderedImages(images: readonly ProductImage[]): ProductImage[] {
  return [...images].sort(
    (a, b) => Number(b.image_type === 'COVER') - Number(a.image_type === 'COVER'),
  )
}

export function coverAndAlternate(images: readonly ProductImage[]) {
  const [cover, alternate] = orderedImages(images)
  return { cover, alternate }
}
