import * as words from '#words'

/**
 * What the API answers when a catalogue page is missing or a request cannot
 * be read, in the build's language: English in the API, translated for a
 * Bahasa call on its way out like every catalogue message (decision 068).
 */
export const API_MESSAGES = {
  productNotFound: words.product_not_found(),
  categoryNotFound: words.category_not_found(),
  subCategoryNotFound: words.sub_category_not_found(),
  requestNotUnderstood: words.request_not_understood(),
  requestNotJson: words.request_not_json(),
  requestTooLarge: words.request_too_large(),
  requestSendJson: words.request_send_json(),
  tooManyRequests: words.too_many_requests(),
  serverFault: words.server_fault(),
  connectionLost: words.connection_lost(),
} as const
