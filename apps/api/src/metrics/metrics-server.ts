import { createServer } from 'node:http'
import type { FastifyInstance } from 'fastify'
import type { Env } from '../env'
import { carriesMetricsToken } from './plugin'

/**
 * /metrics on its own port (METRICS_PORT, on METRICS_HOST: loopback unless set), away
 * from the public one; METRICS_TOKEN, when set too, is asked for here as well.
 */
export async function startMetricsServer(app: FastifyInstance, env: Env) {
  const { METRICS_PORT: port, METRICS_TOKEN: token } = env
  if (port === undefined) return null
  const server = createServer((request, response) => {
    const answer = (status: number, type: string, body: string) =>
      response.writeHead(status, { 'content-type': type }).end(body)
    if (request.url !== '/metrics') return answer(404, 'text/plain', 'Only /metrics is here.\n')
    if (token && !carriesMetricsToken(request.headers.authorization, token)) {
      return answer(401, 'text/plain', 'The metrics need the metrics token.\n')
    }
    app.metrics.registry.metrics().then(
      (text) => answer(200, app.metrics.registry.contentType, text),
      (error: unknown) => {
        app.log.error({ err: error }, 'the metrics could not be collected')
        answer(500, 'text/plain', 'The metrics could not be collected.\n')
      },
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, env.METRICS_HOST, resolve)
  })
  const address = server.address()
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
