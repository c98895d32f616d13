import { describe, expect, test } from 'vitest'
import type { ProductPhotos } from '@store/contract/admin/product-photos'
import { addPhotos, draftOf, movePhoto, removePhoto, sameDraft } from './photo-draft'

const photo = (url: string) => ({ url, placeholder: null })
const saved = {
  photos: [
    { ...photo('/media/r/a/'), order: 0, type: 'COVER' },
    { ...photo('/media/r/b/'), order: 1, type: 'GALLERY' },
    { ...photo('/media/r/c/'), order: 2, type: 'GALLERY' },
  ],
  size_chart: null,
} as unknown as ProductPhotos

const urls = (draft: ReturnType<typeof draftOf>) => draft.photos.map((p) => p.url.at(-2))

describe("a product's photos before they are saved", () => {
  test('making the third photo the cover moves it first and keeps the others in order', () => {
    expect(urls(movePhoto(draftOf(saved), 2, 0))).toEqual(['c', 'a', 'b'])
  })

  test('a move past either end changes nothing', () => {
    const draft = draftOf(saved)
    expect(movePhoto(draft, 0, -1)).toBe(draft)
    expect(movePhoto(draft, 2, 3)).toBe(draft)
  })

  test('the same photo uploaded twice is one photo', () => {
    expect(urls(addPhotos(draftOf(saved), [photo('/media/r/b/'), photo('/media/r/d/')]))).toEqual([
      'a',
      'b',
      'c',
      'd',
    ])
  })

  test('the draft is unsaved once it differs from what was saved, and saved again when put back', () => {
    const draft = removePhoto(draftOf(saved), 1)
    expect(sameDraft(draft, draftOf(saved))).toBe(false)
    expect(sameDraft(addPhotos(draftOf(saved), []), draftOf(saved))).toBe(true)
  })
})
