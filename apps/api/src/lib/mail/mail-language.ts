import type { FastifyRequest } from 'fastify'
import type { Locale } from '@store/contract/locale'
import { languageOf } from '../request-language'

/**
 * The language of a mail about an account (decision 073): the one on the
 * member's profile, or, for a member from before there were two languages
 * and for a visitor without an account, the language of the call that sends it.
 */
export const accountMailLanguage = (
  request: FastifyRequest,
  profileLanguage: Locale | null = null,
): Locale => profileLanguage ?? languageOf(request.headers['accept-language'])
