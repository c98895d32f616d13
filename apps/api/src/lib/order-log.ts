import type { FastifyBaseLogger } from 'fastify'

/** A logger whose every line names the order by its reference, the one its buyer and staff see. */
export function orderLog(log: FastifyBaseLogger, trxRef: string): FastifyBaseLogger {
  return log.child({ trx_ref: trxRef })
}
