import { stat } from 'node:fs/promises'
import type { UploadFormat } from '@store/media/uploads'
import { readIfPresent, sourceFile, writeAtomically } from './rendition-files'

const EXTENSION: Record<UploadFormat, string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
}

/** Where an uploaded source lives, as `media_images.source_path` names it. */
export function uploadSourcePath(key: string, format: UploadFormat): string {
  return `uploads/${key}.${EXTENSION[format]}`
}

/**
 * Where uploaded sources are kept, by key. On disk under the media folder for
 * now; several instances need one store they share (a database or S3, docs/decisions/043).
 */
export interface MediaStore {
  /** Keeps a source; the same key twice keeps one copy (its bytes are the same). */
  put(key: string, format: UploadFormat, bytes: Buffer): Promise<void>
  get(key: string, format: UploadFormat): Promise<Buffer | null>
  exists(key: string, format: UploadFormat): Promise<boolean>
}

export function createDiskMediaStore(mediaDir: string): MediaStore {
  const fileOf = (key: string, format: UploadFormat) =>
    sourceFile(mediaDir, uploadSourcePath(key, format))
  const exists = (key: string, format: UploadFormat) =>
    stat(fileOf(key, format)).then(
      () => true,
      () => false,
    )
  return {
    async put(key, format, bytes) {
      if (!(await exists(key, format))) await writeAtomically(fileOf(key, format), bytes)
    },
    get: (key, format) => readIfPresent(fileOf(key, format)),
    exists,
  }
}
