import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { DEFAULT_LOCALE } from '@store/contract/locale'
import type { Locale } from '@store/contract/locale'
import { renderMessagePage } from './page-html'
import { pageWords } from './bill-language'

/** The hidden form arrives url-encoded; this context reads it as a flat record of text. */
export function acceptFormPosts(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))))
    },
  )
}

/** A body or query as flat text fields; anything else (arrays, JSON objects) is not a form. */
export function formFields(input: unknown): Record<string, string> {
  if (typeof input !== 'object' || input === null) return {}
  const fields: Record<string, string> = {}
  for (const [key, value] of Object.entries(input)) {
    if (typeof value === 'string') fields[key] = value
  }
  return fields
}

/** A 400 the shopper can read: a page for a browser, the API's JSON error for anyone else. */
export function refuse(
  request: FastifyRequest,
  reply: FastifyReply,
  message: string,
  locale: Locale = DEFAULT_LOCALE,
) {
  reply.code(400)
  if (!request.headers.accept?.includes('text/html')) return reply.send({ error: { message } })
  const words = pageWords(locale)
  return reply.type('text/html; charset=utf-8').send(
    renderMessagePage({
      title: words.pay_invalid_title(),
      message: words.pay_invalid({ message }),
      mark: '!',
      tone: 'bad',
      locale,
    }),
  )
}
