import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'

/**
 * Sends a page compressed as the browser accepts it. The page handler is
 * Fastify's not-found handler, which @fastify/compress does not reach, and a
 * rendered page is 20-50 KB of HTML that compresses about five to one.
 */
export function sendCompressed(request: FastifyRequest, reply: FastifyReply, body: string) {
  const accepted = String(request.headers['accept-encoding'] ?? '')
  reply.header('vary', 'accept-encoding')
  if (/\bbr\b/.test(accepted)) {
    const compressed = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
    })
    return reply.header('content-encoding', 'br').send(compressed)
  }
  if (/\bgzip\b/.test(accepted)) {
    return reply.header('content-encoding', 'gzip').send(gzipSync(body, { level: 6 }))
  }
  return reply.send(body)
}
