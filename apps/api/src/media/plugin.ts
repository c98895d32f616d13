import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { Env } from '../env'
import { createMediaStore } from './media-store'
import type { MediaStore } from './media-store'

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded sources: PostgreSQL on a server, the media folder when embedded (docs/decisions/051). */
    mediaStore: MediaStore
  }
}

/** The media folder: demo art, renditions, and the embedded store's uploads. */
export function mediaDirOf(env: Env): string {
  return join(env.DATA_DIR, 'media')
}

export function registerMediaStore(
  app: FastifyInstance,
  env: Env,
  databaseKind: 'pglite' | 'postgres',
) {
  const mediaDir = mediaDirOf(env)
  mkdirSync(mediaDir, { recursive: true })
  app.decorate('mediaStore', createMediaStore(app.db, databaseKind, mediaDir))
}
