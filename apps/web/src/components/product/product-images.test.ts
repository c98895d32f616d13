import { expect, test } from 'vitest'
import { coverAndAlternate, orderedImages } from './product-images'

const gallery = (url: string) => ({ image_url: url, image_type: 'GALLERY' as const })
const cover = (url: string) => ({ image_url: url, image_type: 'COVER' as const })

test('the cover image comes first and the gallery keeps its order', () => {
  expect(
    orderedImages([gallery('a'), gallery('b'), cover('c')]).map((image) => image.image_url),
  ).toEqual(['c', 'a', 'b'])
})

test('a card shows the cover and swaps to the next image on hover', () => {
  expect(coverAndAlternate([gallery('back'), cover('front')])).toEqual({
    cover: cover('front'),
    alternate: gallery('back'),
  })
  expect(coverAndAlternate([])).toEqual({ cover: undefined, alternate: undefined })
})
