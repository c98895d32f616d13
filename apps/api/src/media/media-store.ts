import { stat } from 'node:fs/promises'
import type { Db } from '@store/db/client'
import type { UploadFormat } from '@store/media/uploads'
import { hasMediaFile, insertMediaFile, readMediaFile } from './media-files.repository'
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
 * Where uploaded sources are kept (docs/decisions/051): on the disk of the one
 * embedded process, or in PostgreSQL where every instance reads them.
 */
export interface MediaStore {
  /** Keeps a source; the same key twice keeps one copy (its bytes are the same). */
  put(key: string, format: UploadFormat, bytes: Buffer): Promise<void>
  get(key: string, format: UploadFormat): Promise<Buffer | null>
  exists(key: string, format: UploadFormat): Promise<boolean>
  /**
   * A file on this instance's disk holding a source (demo art or upload), so
   * the rendition worker can draw it; null when no store has it.
   */
  localSource(sourcePath: string): Promise<string | null>
}

const onDisk = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  )

export function createDiskMediaStore(mediaDir: string): MediaStore {
  const fileOf = (key: string, format: UploadFormat) =>
    sourceFile(mediaDir, uploadSourcePath(key, format))
  const exists = (key: string, format: UploadFormat) => onDisk(fileOf(key, format))
  return {
    async put(key, format, bytes) {
      if (!(await exists(key, format))) await writeAtomically(fileOf(key, format), bytes)
    },
    get: (key, format) => readIfPresent(fileOf(key, format)),
    exists,
    async localSource(sourcePath) {
      const file = sourceFile(mediaDir, sourcePath)
      return (await onDisk(file)) ? file : null
    },
  }
}

/**
 * Sources in `media_files`, shared by every instance on one PostgreSQL. The
 * media folder keeps a copy of each source this instance has drawn, a cache
 * that can be deleted at any time; demo art is written there at start.
 */
export function createDatabaseMediaStore(db: Db, mediaDir: string): MediaStore {
  return {
    async put(key, format, bytes) {
      const path = uploadSourcePath(key, format)
      await insertMediaFile(db, path, bytes)
      const file = sourceFile(mediaDir, path)
      if (!(await onDisk(file))) await writeAtomically(file, bytes)
    },
    get: (key, format) => readMediaFile(db, uploadSourcePath(key, format)),
    exists: (key, format) => hasMediaFile(db, uploadSourcePath(key, format)),
    async localSource(sourcePath) {
      const file = sourceFile(mediaDir, sourcePath)
      if (await onDisk(file)) return file
      const bytes = await readMediaFile(db, sourcePath)
      if (!bytes) return null
      await writeAtomically(file, bytes)
      return file
    },
  }
}

/** PostgreSQL's store when the store runs on a server, the media folder for the embedded one. */
export function createMediaStore(db: Db, kind: 'pglite' | 'postgres', mediaDir: string) {
  return kind === 'postgres'
    ? createDatabaseMediaStore(db, mediaDir)
    : createDiskMediaStore(mediaDir)
}
