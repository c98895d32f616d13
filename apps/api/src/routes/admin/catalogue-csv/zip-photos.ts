import { UploadRefusal, prepareUpload } from '@store/media/uploads'
import type { PreparedUpload } from '@store/media/uploads'
import type { CheckedCsv } from './check-rows'
import { ZIP_PHOTO } from './product-fields'

/**
 * Reads every photo of the zip that a row names, as an upload is read (what
 * it is from its bytes, its size, no metadata kept): a photo the shop cannot
 * take is a problem of the first row that names it, by line.
 */
export async function prepareZipPhotos(
  checked: CheckedCsv,
  photos: Map<string, Buffer>,
): Promise<Map<string, PreparedUpload>> {
  const firstLine = new Map<string, number>()
  for (const product of checked.products)
    for (const photo of product.fields.photos ?? [])
      if (photo.startsWith(ZIP_PHOTO) && !firstLine.has(photo)) firstLine.set(photo, product.line)
  const prepared = new Map<string, PreparedUpload>()
  for (const [photo, line] of firstLine) {
    const name = photo.slice(ZIP_PHOTO.length)
    try {
      prepared.set(name, await prepareUpload(photos.get(name) ?? Buffer.alloc(0)))
    } catch (error) {
      if (!(error instanceof UploadRefusal)) throw error
      checked.problemCount += 1
      checked.problems.push({ line, column: 'photos', message: `${name}: ${error.message}` })
    }
  }
  checked.problems.sort((a, b) => a.line - b.line)
  return prepared
}
