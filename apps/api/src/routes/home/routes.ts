import type { FastifyInstance } from 'fastify'
import { getHomePage } from '@store/contract/home'
import { registerCall } from '../../lib/register-call'
import { readHomePage } from './home.repository'

export function homeRoutes(app: FastifyInstance) {
  registerCall(app, getHomePage, () => readHomePage(app.db), { cache: 'catalogue' })
}
