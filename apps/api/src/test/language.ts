import type { FastifyInstance } from 'fastify'

/** GET /api/{path}?{query} as a client asking for `acceptLanguage`, with the raw answer. */
export async function getIn<T>(
  app: FastifyInstance,
  acceptLanguage: string | undefined,
  path: string,
  query: Record<string, string | number> = {},
) {
  const qs = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString()
  const response = await app.inject({
    method: 'GET',
    url: `/api/${path}${qs ? `?${qs}` : ''}`,
    headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage },
  })
  const body = response.statusCode === 200 ? response.json<T>() : (undefined as T)
  return { status: response.statusCode, body, raw: response.body, headers: response.headers }
}
