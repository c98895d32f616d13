import { timingSafeEqual } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import { HttpError } from '../lib/http-errors'

export const OPERATOR_TOKEN_REQUIRED = 'Operator token required.'

const same = (a: string, b: string) => {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/** Refuses a request whose `Authorization: Bearer …` is not the operator token. */
export function requireOperator(request: FastifyRequest, token: string) {
  const header = request.headers.authorization ?? ''
  const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : ''
  if (!given || !same(given, token)) throw new HttpError(401, OPERATOR_TOKEN_REQUIRED)
}
