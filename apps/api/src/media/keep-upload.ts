import type { FastifyInstance } from 'fastify'
import { renditionBase } from '@store/contract/media'
import type { PreparedUpload } from '@store/media/uploads'
import { recordAudit } from '../lib/audit.repository'
import type { AuditActor } from '../lib/audit.repository'
import { insertMediaImage } from './media.repository'
import { uploadSourcePath } from './media-store'

/**
 * Keeps a prepared upload: its clean master in the media store (docs/decisions/051), its row (size
 * and preview) and an audit line, then hurries its renditions. Every refusal
 * comes before this: a refused upload leaves no file and no row.
 */
export async function keepUpload(app: FastifyInstance, actor: AuditActor, upload: PreparedUpload) {
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
  })
  app.renditions.hurry(source)
  return { key, url: renditionBase(key), width, height, placeholder }
}
