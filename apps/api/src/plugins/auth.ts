import type { FastifyInstance, FastifyRequest } from 'fastify'
import { MESSAGES } from '@store/contract/messages'
import type { Route } from '@store/contract/routes'
import { findSessionMember } from '../lib/auth/session.repository'
import type { Member } from '../lib/auth/session.repository'
import { readAccessToken } from '../lib/auth/tokens'
import { HttpError } from '../lib/http-errors'

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member, set only on calls whose access is 'member' or 'optional'. */
    member: Member | null
  }
}

/**
 * Reads the `Authorization` header (the raw token or `Bearer x`). Only calls
 * that declare member or optional access look the token up, so catalogue
 * reads never touch the token table.
 */
export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('member', null)
}

export async function authenticate(request: FastifyRequest, access: Route['auth']): Promise<void> {
  if (access === 'none') return
  const token = readAccessToken(request.headers.authorization)
  request.member = token ? await findSessionMember(request.server.db, token) : null
  if (access === 'member' && !request.member) throw new HttpError(401, MESSAGES.signInRequired)
}

/** The signed-in member of a member call; registerCall has already refused anyone else. */
export function requireMember(request: FastifyRequest): Member {
  if (!request.member) throw new HttpError(401, MESSAGES.signInRequired)
  return request.member
}
