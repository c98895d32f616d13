import type { FastifyRequest } from 'fastify'
import { ADMIN_PREFIX } from '@store/contract/admin/call'
import { readAccessToken } from './tokens'

const NAME = 'kn_staff'
const PATH = `/api/${ADMIN_PREFIX}`

/**
 * The staff session travels in an HttpOnly cookie sent to the back-office
 * calls only (a script on a shop page cannot read it, and SameSite=Strict
 * keeps other sites' forms from using it); a script or test may send the
 * same token as `Authorization: Bearer`.
 */
export function readStaffToken(request: FastifyRequest): string | null {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const [name, value] = pair.trim().split('=')
    if (name === NAME && value) return readAccessToken(value)
  }
  return readAccessToken(request.headers.authorization)
}

export function staffCookieHeader(token: string, secure: boolean): string {
  return `${NAME}=${token}; Path=${PATH}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`
}

export function clearStaffCookieHeader(secure: boolean): string {
  return `${NAME}=; Path=${PATH}; HttpOnly; SameSite=Strict; Max-Age=0${secure ? '; Secure' : ''}`
}
