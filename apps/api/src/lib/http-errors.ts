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
