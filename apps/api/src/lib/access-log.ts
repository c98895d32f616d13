import { LogController } from 'fastify'
import type { FastifyReply, FastifyRequest } from 'fastify'
import pino from 'pino'
import type { Logger } from 'pino'

/**
 * One line per request, written once it is answered: what Fastify's two lines
 * ('incoming request', then 'request completed') said, flat and without the
 * port or host, which cost a serializer each and served no reading of the
 * log. The line still carries the request id every other line of the request
 * carries, and a failed request is an error line with its error, as before
 * (docs/decisions/067).
 */
export class AccessLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const log = reply.log as Partial<Pick<Logger, 'isLevelEnabled'>> & FastifyReply['log']
    if (!error && !log.isLevelEnabled?.('info')) return
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 100) / 100,
      ip: request.ip,
    }
    if (error) log.error({ ...line, err: error }, 'request errored')
    else log.info(line, 'request completed')
  }
}

/** A line dropped rather than the shop's memory filled, if whatever reads the log stops reading. */
const MOST_LOG_BYTES_HELD = 16 * 1024 * 1024

/**
 * Standard output, written without waiting: a line is handed to the kernel in
 * the background, with the lines logged meanwhile in the same write, instead of
 * one blocking write per line. pino writes what is held when the process exits.
 */
export const logDestination = () =>
  pino.destination({ dest: 1, sync: false, maxLength: MOST_LOG_BYTES_HELD })
