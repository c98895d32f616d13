import type { FastifyReply, FastifyRequest } from 'fastify'
import type { StoredAnswer } from './answer-store'

/**
 * Browsers may reuse an answer for 5 s, a CDN for 10 s, and either may serve
 * it up to 20 s past that while it asks again. See docs/decisions/009.
 */
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=5, s-maxage=10, stale-while-revalidate=20'

type Encoding = 'br' | 'gzip'
const SUFFIX: Record<Encoding, string> = { br: '-br', gzip: '-gz' }

/** The encodings the client accepts (q > 0), as Accept-Encoding lists them. */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>()
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim())
    const q = params.find((param) => param.startsWith('q='))
    if (name && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(name)
  }
  return accepted
}

// Clients send a handful of distinct, short Accept-Encoding values; each is read once.
const MAX_REMEMBERED_HEADERS = 64
const LONGEST_REMEMBERED_HEADER = 200
const acceptedByHeader = new Map<string, Set<string>>()

function accepted(header: string | undefined): Set<string> {
  const known = acceptedByHeader.get(header ?? '')
  if (known) return known
  const parsed = acceptedEncodings(header)
  if ((header ?? '').length > LONGEST_REMEMBERED_HEADER) return parsed
  if (acceptedByHeader.size >= MAX_REMEMBERED_HEADERS) acceptedByHeader.clear()
  acceptedByHeader.set(header ?? '', parsed)
  return parsed
}

export function pickEncoding(header: string | undefined, answer: StoredAnswer): Encoding | null {
  const encodings = accepted(header)
  const any = encodings.has('*')
  if (answer.br && (encodings.has('br') || any)) return 'br'
  if (answer.gzip && (encodings.has('gzip') || any)) return 'gzip'
  return null
}

/**
 * If-None-Match uses the weak comparison (RFC 9110 13.1.2): any encoding of the
 * same answer counts as the copy the client already holds.
 */
export function isNotModified(header: string | undefined, hash: string): boolean {
  if (!header) return false
  return header.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '')
    if (tag === '*') return true
    const opaque = tag.replace(/^"|"$/g, '')
    return opaque === hash || Object.values(SUFFIX).some((suffix) => opaque === hash + suffix)
  })
}

export function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: StoredAnswer) {
  const encoding = pickEncoding(request.headers['accept-encoding'], answer)
  reply
    .header('cache-control', CATALOGUE_CACHE_CONTROL)
    // Catalogue answers come in the language the request asks for (decision 069).
    .header('vary', 'Accept-Encoding, Accept-Language')
    .header('etag', `"${answer.hash}${encoding ? SUFFIX[encoding] : ''}"`)
  if (isNotModified(request.headers['if-none-match'], answer.hash)) return reply.code(304).send()
  if (encoding) reply.header('content-encoding', encoding)
  const bytes = encoding ? answer[encoding] : answer.body
  return reply.type('application/json; charset=utf-8').send(bytes)
}
