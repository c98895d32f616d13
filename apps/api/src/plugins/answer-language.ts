import type { FastifyInstance } from 'fastify'
import { translateMessage } from '@store/contract/i18n/words'
import { languageOf } from '../lib/request-language'

interface Messaged {
  message?: unknown
  data?: { message?: unknown } | null
  error?: { message?: unknown } | null
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The API's messages (`message`, `data.message`, `error.message`) are written
 * in English, the contract's MESSAGES; a call that asks for Bahasa with
 * Accept-Language: id gets the catalogue's Bahasa for each one it knows
 * (docs/decisions/068-two-languages.md).
 */
export function registerAnswerLanguage(app: FastifyInstance) {
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (!isObject(payload)) return payload
    const locale = languageOf(request.headers['accept-language'])
    const body = payload as Messaged
    const places = [body, body.data, body.error].filter(isObject)
    if (!places.some((place) => typeof place.message === 'string')) return payload
    reply.header('vary', mergeVary(reply.getHeader('vary'), 'Accept-Language'))
    if (locale === 'en') return payload
    const translated: Record<string, unknown> = { ...payload }
    const translate = (place: Record<string, unknown>) =>
      typeof place.message === 'string'
        ? { ...place, message: translateMessage(place.message, locale) }
        : place
    if (typeof body.message === 'string') translated.message = translateMessage(body.message, locale)
    if (isObject(body.data)) translated.data = translate(body.data)
    if (isObject(body.error)) translated.error = translate(body.error)
    return translated
  })
}

function mergeVary(current: unknown, name: string): string {
  const names = typeof current === 'string' && current ? current.split(/\s*,\s*/) : []
  return names.some((entry) => entry.toLowerCase() === name.toLowerCase())
    ? names.join(', ')
    : [...names, name].join(', ')
}
