import type { FastifyInstance } from 'fastify'
import { getHomePage } from '@store/contract/home'
import { registerCall } from '../../lib/register-call'
import { createHomeRepository } from './home.repository'

export function homeRoutes(app: FastifyInstance) {
  const homeRepo = createHomeRepository(app.db)
  registerCall(app, getHomePage, () => homeRepo.getHomePage(), { cache: 'catalogue' })
}
