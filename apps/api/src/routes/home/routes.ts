import type { FastifyInstance } from 'fastify'
import { getHomePage, getSiteHeader } from '@store/contract/home'
import { registerCall } from '../../lib/register-call'
import { readHomePage, readSiteHeader } from './home.repository'

export function homeRoutes(app: FastifyInstance) {
  const cached = { cache: 'catalogue' } as const
  registerCall(app, getHomePage, (_input, language) => readHomePage(app.db, language), cached)
  registerCall(app, getSiteHeader, (_input, language) => readSiteHeader(app.db, language), cached)
}
