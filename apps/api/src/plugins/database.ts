import type { FastifyInstance } from 'fastify'
import type { Db } from '@store/db/client'

declare module 'fastify' {
  interface FastifyInstance {
    db: Db
  }
}

export function registerDatabase(app: FastifyInstance, db: Db) {
  app.decorate('db', db)
}
