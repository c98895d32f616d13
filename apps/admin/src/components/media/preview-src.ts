import { mediaKeyOf, renditionUrl } from '@store/contract/media'

/** A small copy of an image of the pipeline for a thumbnail; other files as they are. */
export function previewSrc(url: string): string {
  const key = mediaKeyOf(url)
  return key ? renditionUrl(key, 320) : url
}
