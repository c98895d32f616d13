import { DEFAULT_LOCALE } from '@store/contract/locale'
import type { Locale } from '@store/contract/locale'

/**
 * A message with inputs, in each language: how the API says 'at least Rp
 * 300.000' to a Bahasa shopper, which the answer's translation of whole
 * catalogue messages (plugins/answer-language.ts) cannot.
 */
export type Said = (locale: Locale) => string

/** An error whose message a shopper can read; the status says what kind. */
export class HttpError extends Error {
  private readonly said: Said | null

  constructor(
    readonly statusCode: number,
    message: string | Said,
  ) {
    super(typeof message === 'string' ? message : message(DEFAULT_LOCALE))
    this.said = typeof message === 'string' ? null : message
  }

  /** The message in the call's language; a plain English message is translated on its way out. */
  messageIn(locale: Locale): string {
    return this.said ? this.said(locale) : this.message
  }
}

export const notFound = (message: string | Said) => new HttpError(404, message)
export const badRequest = (message: string | Said) => new HttpError(400, message)

/** A refusal for want of stock: a 400 the metrics count by step (store_stock_refusals_total). */
export class StockRefusal extends HttpError {
  constructor(
    readonly step: 'cart' | 'checkout',
    message: string | Said,
  ) {
    super(400, message)
  }
}
