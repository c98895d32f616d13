import type { ProductPhotos } from '@store/contract/admin/product-photos'

export interface DraftImage {
  url: string
  placeholder: string | null
}

/** The photos and size chart as the screen holds them until saved. */
export interface PhotoDraft {
  photos: DraftImage[]
  sizeChart: DraftImage | null
}

export const draftOf = (saved: ProductPhotos): PhotoDraft => ({
  photos: saved.photos.map(({ url, placeholder }) => ({ url, placeholder })),
  sizeChart: saved.size_chart,
})

export const sameDraft = (a: PhotoDraft, b: PhotoDraft) =>
  a.photos.map((photo) => photo.url).join('\n') === b.photos.map((photo) => photo.url).join('\n') &&
  a.sizeChart?.url === b.sizeChart?.url

/** Moves the photo at `from` to `to` (the cover is position 0). */
export function movePhoto(draft: PhotoDraft, from: number, to: number): PhotoDraft {
  const photos = [...draft.photos]
  const [moved] = photos.splice(from, 1)
  if (!moved || to < 0 || to > photos.length) return draft
  photos.splice(to, 0, moved)
  return { ...draft, photos }
}

export const removePhoto = (draft: PhotoDraft, index: number): PhotoDraft => ({
  ...draft,
  photos: draft.photos.filter((_, i) => i !== index),
})

/** Adds uploads at the end; one already there stays where it is (the same photo twice is one image). */
export const addPhotos = (draft: PhotoDraft, added: DraftImage[]): PhotoDraft => ({
  ...draft,
  photos: [
    ...draft.photos,
    ...added.filter((photo) => !draft.photos.some((kept) => kept.url === photo.url)),
  ],
})
