import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { dirname, join, resolve, sep } from 'node:path'
import type { RenditionFormat, RenditionWidth } from '@store/contract/media'

/** The renditions of every image live under <media>/r/<key>/<width>.<format>. */
export function renditionPath(
  mediaDir: string,
  key: string,
  width: RenditionWidth,
  format: RenditionFormat,
) {
  return join(mediaDir, 'r', key, `${width}.${format}`)
}

/** A source's path under the media folder, refused if it would lead out of it. */
export function sourceFile(mediaDir: string, sourcePath: string): string {
  const root = resolve(mediaDir)
  const path = resolve(root, sourcePath)
  if (!path.startsWith(root + sep))
    throw new Error(`source ${sourcePath} is outside the media folder`)
  return path
}

export async function readIfPresent(path: string): Promise<Buffer | null> {
  try {
    return await readFile(path)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}

/** Written beside and renamed, so a reader never sees half a file. */
export async function writeAtomically(path: string, bytes: Buffer): Promise<void> {
  await mkdir(dirname(path), { recursive: true })
  const temporary = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
  await writeFile(temporary, bytes)
  await rename(temporary, path)
}
