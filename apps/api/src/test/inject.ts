import type { FastifyInstance } from 'fastify'

type Query = Record<string, string | number>

/** GET /api/{path}?{query} and the parsed JSON body. */
export async function getJson<T = Record<string, unknown>>(
  app: FastifyInstance,
  path: string,
  query: Query = {},
) {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  )
  const qs = search.toString()
  const response = await app.inject({ method: 'GET', url: `/api/${path}${qs ? `?${qs}` : ''}` })
  return { status: response.statusCode, body: response.json<T>(), headers: response.headers }
}

export async function postJson<T = Record<string, unknown>>(
  app: FastifyInstance,
  path: string,
  payload: unknown,
) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/${path}`,
    payload: payload as Record<string, unknown>,
  })
  return { status: response.statusCode, body: response.json<T>() }
}
