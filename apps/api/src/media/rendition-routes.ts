import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  DEFAULT_RENDITION_WIDTH,
  MEDIA_KEY_PATTERN,
  RENDITION_PREFIX,
  RENDITION_WIDTHS,
} from '@store/contract/media'
import type { RenditionFormat, RenditionWidth } from '@store/contract/media'
import type { RenditionMaker } from './rendition-maker'

const FILE_PATTERN = /^(\d{1,5})(?:\.(avif|webp))?$/
const WIDTH_MESSAGE = `An image's width is one of ${RENDITION_WIDTHS.join(', ')}.`
const NOT_FOUND = { error: { message: 'Not found.' } }

function isWidth(value: number): value is RenditionWidth {
  return (RENDITION_WIDTHS as readonly number[]).includes(value)
}

/** AVIF where the browser says it reads it, WebP everywhere else. */
export function negotiatedFormat(accept: string | undefined): RenditionFormat {
  return accept?.includes('image/avif') ? 'avif' : 'webp'
}

/**
 * `/media/r/<key>/<width>[.avif|.webp]`, and `/media/r/<key>` for the default
 * width. An address names its source's content (the key is its hash), so every
 * answer is kept for a year.
 */
export function registerRenditionRoutes(app: FastifyInstance, rendition: RenditionMaker) {
  type Params = { key: string; file?: string }
  const answer = async (
    params: Params,
    accept: string | undefined,
  ): Promise<{ status: number; body: unknown; format?: RenditionFormat; negotiated?: boolean }> => {
    if (!MEDIA_KEY_PATTERN.test(params.key)) return { status: 404, body: NOT_FOUND }
    const match = FILE_PATTERN.exec(params.file ?? String(DEFAULT_RENDITION_WIDTH))
    const width = Number(match?.[1])
    if (!match || !isWidth(width))
      return { status: 400, body: { error: { message: WIDTH_MESSAGE } } }
    const named = match[2] as RenditionFormat | undefined
    const format = named ?? negotiatedFormat(accept)
    const bytes = await rendition(params.key, width, format)
    if (!bytes) return { status: 404, body: NOT_FOUND }
    return { status: 200, body: bytes, format, negotiated: !named }
  }
  const handler = async (request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) => {
    const result = await answer(request.params, request.headers.accept)
    if (result.status !== 200) return reply.code(result.status).send(result.body)
    if (result.negotiated) reply.header('vary', 'Accept')
    return reply
      .type(`image/${result.format}`)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(result.body)
  }
  app.get<{ Params: Params }>(`${RENDITION_PREFIX}:key`, { schema: { hide: true } }, handler)
  app.get<{ Params: Params }>(`${RENDITION_PREFIX}:key/:file`, { schema: { hide: true } }, handler)
}
