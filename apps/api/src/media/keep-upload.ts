import type { FastifyInstance } from 'fastify'
import { renditionBase } from '@store/contract/media'
import type { PreparedUpload } from '@store/media/uploads'
import type { Transaction } from '@store/db/client'
import { recordAudit } from '../lib/audit.repository'
import type { AuditActor } from '../lib/audit.repository'
import { insertMediaImage } from './media.repository'
import { uploadSourcePath } from './media-store'

/**
 * Keeps a prepared upload: its clean master in the media store (docs/decisions/051), its row (size
 * and preview) and an audit line, then hurries its renditions. Every refusal
 * comes before this: a refused upload leaves no file and no row. `claim`
 * records, in the same transaction after the image's row, what the upload is
 * for; if it throws, no row is kept.
 */
export async function keepUpload(
  app: FastifyInstance,
  actor: AuditActor,
  upload: PreparedUpload,
  claim?: (tx: Transaction, key: string) => Promise<void>,
) {
  const { key, format, width, height, placeholder } = upload
  const source = { key, sourcePath: uploadSourcePath(key, format), vector: false }
  await app.mediaStore.put(key, format, upload.bytes)
  await app.db.transaction(async (tx) => {
    if (await insertMediaImage(tx, { ...source, width, height, placeholder }))
      await recordAudit(tx, actor, {
        action: 'media.upload',
        entity: 'media',
        entityId: key,
        after: { format, width, height, bytes: upload.bytes.length },
      })
    await claim?.(tx, key)
  })
  app.renditions.hurry(source)
  return { key, url: renditionBase(key), width, height, placeholder }
}
