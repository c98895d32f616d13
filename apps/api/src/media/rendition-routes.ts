import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  DEFAULT_RENDITION_WIDTH,
  MEDIA_KEY_PATTERN,
  RENDITION_PREFIX,
  RENDITION_WIDTHS,
} from '@store/contract/media'
import type { RenditionFormat, RenditionWidth } from '@store/contract/media'
import { findMediaSource } from './media.repository'
import type { MediaStore } from './media-store'
import { readIfPresent, renditionPath } from './rendition-files'
import type { RenditionQueue } from './rendition-queue'

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

type Params = { key: string; file?: string }

const SOURCE_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
}

function sourceType(path: string): string {
  return (
    SOURCE_TYPES[path.slice(path.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream'
  )
}

/**
 * `/media/r/<key>/<width>[.avif|.webp]`, and `/media/r/<key>` for the default
 * width. An address names its source's content (the key is its hash), so a
 * rendition is kept for a year. One not drawn yet is hurried, and meanwhile
 * answered with the source itself, kept by no cache. A source this instance
 * has not seen is fetched from the media store first (docs/decisions/051).
 */
export function registerRenditionRoutes(
  app: FastifyInstance,
  mediaDir: string,
  queue: RenditionQueue,
  store: MediaStore,
) {
  const handler = async (request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) => {
    const { key, file = String(DEFAULT_RENDITION_WIDTH) } = request.params
    if (!MEDIA_KEY_PATTERN.test(key)) return reply.code(404).send(NOT_FOUND)
    const match = FILE_PATTERN.exec(file)
    const width = Number(match?.[1])
    if (!match || !isWidth(width))
      return reply.code(400).send({ error: { message: WIDTH_MESSAGE } })
    const named = match[2] as RenditionFormat | undefined
    const format = named ?? negotiatedFormat(request.headers.accept)
    if (!named) reply.header('vary', 'Accept')
    const bytes = await readIfPresent(renditionPath(mediaDir, key, width, format))
    if (bytes)
      return reply
        .type(`image/${format}`)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(bytes)
    const source = await findMediaSource(app.db, key)
    if (!source) return reply.code(404).send(NOT_FOUND)
    const local = await store.localSource(source.sourcePath)
    const original = local ? await readIfPresent(local) : null
    if (!original) return reply.code(404).send(NOT_FOUND)
    queue.hurry(source)
    // Not a redirect: a page under upgrade-insecure-requests would follow it to https.
    return reply
      .type(sourceType(source.sourcePath))
      .header('cache-control', 'no-store')
      .send(original)
  }
  app.get<{ Params: Params }>(`${RENDITION_PREFIX}:key`, { schema: { hide: true } }, handler)
  app.get<{ Params: Params }>(`${RENDITION_PREFIX}:key/:file`, { schema: { hide: true } }, handler)
}
