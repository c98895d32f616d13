/** An error whose message a shopper can read; the status says what kind. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message)
  }
}

export const notFound = (message: string) => new HttpError(404, message)
export const badRequest = (message: string) => new HttpError(400, message)

/** A refusal for want of stock: a 400 the metrics count by step (store_stock_refusals_total). */
export class StockRefusal extends HttpError {
  constructor(
    readonly step: 'cart' | 'checkout',
    message: string,
  ) {
    super(400, message)
  }
}
