import type { FastifyInstance } from 'fastify'
import { getHomePage, getSiteHeader } from '@store/contract/home'
import { registerCall } from '../../lib/register-call'
import { readHomePage, readSiteHeader } from './home.repository'

export function homeRoutes(app: FastifyInstance) {
  registerCall(app, getHomePage, () => readHomePage(app.db), { cache: 'catalogue' })
  registerCall(app, getSiteHeader, () => readSiteHeader(app.db), { cache: 'catalogue' })
}
