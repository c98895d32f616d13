import { basename } from 'node:path'
import yauzl from 'yauzl'
import type { Entry, ZipFile } from 'yauzl'
import { CSV_ZIP_LIMITS, CSV_ZIP_MESSAGES } from '@store/contract/admin/catalogue-csv'
import { badRequest } from '../../../lib/http-errors'

export interface CatalogueZip {
  csv: Buffer
  /** The photos by file name, in lower case, wherever they sit in the zip. */
  photos: Map<string, Buffer>
}

const IMAGE_NAME = /\.(jpe?g|png|webp|avif|heic|heif)$/i
const skipped = (name: string) =>
  name.endsWith('/') || name.startsWith('__MACOSX/') || basename(name).startsWith('.')

function readEntry(zip: ZipFile, entry: Entry): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error) return reject(error)
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('error', reject)
      stream.on('end', () => resolve(Buffer.concat(chunks)))
    })
  })
}

/**
 * A zip holding one CSV and the photos its `photos` column names. Entry
 * counts and sizes are bounded before anything is inflated (yauzl checks each
 * entry's real size against the one declared), so a zip bomb is refused.
 */
export async function readCatalogueZip(bytes: Buffer): Promise<CatalogueZip> {
  let zip: ZipFile
  try {
    zip = await new Promise<ZipFile>((resolve, reject) =>
      yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (error, file) =>
        error ? reject(error) : resolve(file),
      ),
    )
  } catch {
    throw badRequest(CSV_ZIP_MESSAGES.unreadable)
  }
  const csvFiles: Buffer[] = []
  const photos = new Map<string, Buffer>()
  let entries = 0
  let inflated = 0
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', reject)
      zip.on('end', () => resolve())
      zip.on('entry', (entry: Entry) => {
        const name = entry.fileName
        entries += 1
        if (entries > CSV_ZIP_LIMITS.maxEntries)
          return reject(badRequest(CSV_ZIP_MESSAGES.tooManyEntries))
        const isCsv = /\.csv$/i.test(name)
        if (skipped(name) || (!isCsv && !IMAGE_NAME.test(name))) return zip.readEntry()
        if (entry.uncompressedSize > CSV_ZIP_LIMITS.maxEntryBytes)
          return reject(badRequest(CSV_ZIP_MESSAGES.entryTooLarge(basename(name))))
        inflated += entry.uncompressedSize
        if (inflated > CSV_ZIP_LIMITS.maxTotalBytes)
          return reject(badRequest(CSV_ZIP_MESSAGES.tooLarge))
        readEntry(zip, entry).then((data) => {
          if (isCsv) csvFiles.push(data)
          else photos.set(basename(name).toLowerCase(), data)
          zip.readEntry()
        }, reject)
      })
      zip.readEntry()
    })
  } catch (error) {
    throw (error as { statusCode?: number }).statusCode
      ? error
      : badRequest(CSV_ZIP_MESSAGES.unreadable)
  } finally {
    zip.close()
  }
  const [csv, ...more] = csvFiles
  if (!csv || more.length > 0) throw badRequest(CSV_ZIP_MESSAGES.oneCsv)
  return { csv, photos }
}
