import { sql } from 'drizzle-orm'
import pg from 'pg'
import type { Db } from './client'

/** The PostgreSQL channel on which every instance announces catalogue and stock changes. */
export const CATALOGUE_CHANNEL = 'catalogue_changed'

/** NOTIFY payloads are capped at 8000 bytes; past this, a change is announced as "everything". */
const MAX_PAYLOAD = 7000

export interface ChangeMessage {
  /** The instance that made the change, which has already applied it. */
  origin: string
  /** Cache tags that changed; null means everything. */
  tags: string[] | null
}

type Runner = Pick<Db, 'execute'>

/** The text a change is announced with on CATALOGUE_CHANNEL. */
export function changePayload(message: ChangeMessage): string {
  const payload = JSON.stringify(message)
  return payload.length > MAX_PAYLOAD ? JSON.stringify({ ...message, tags: null }) : payload
}

/** Announces a change inside the writing transaction: PostgreSQL delivers it only on commit. */
export async function notifyChange(tx: Runner, message: ChangeMessage): Promise<void> {
  await tx.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, ${changePayload(message)})`)
}

function readMessage(payload: string | undefined): ChangeMessage | null {
  try {
    const value = JSON.parse(payload ?? '') as Partial<ChangeMessage>
    const tags = value.tags
    if (typeof value.origin !== 'string') return null
    if (tags !== null && !(Array.isArray(tags) && tags.every((tag) => typeof tag === 'string')))
      return null
    return { origin: value.origin, tags: tags ?? null }
  } catch {
    return null
  }
}

export interface ChangeHandlers {
  onChange(message: ChangeMessage): void
  /** Changes may have been missed (connection lost, or just started listening). */
  onGap(): void
  onError(error: unknown): void
  /** How long to wait before reconnect number `attempt` (1 after each drop): the caller's retry schedule. */
  reconnectDelayMs(attempt: number): number
}

/**
 * Listens for changes on a dedicated connection (outside the pool), and
 * reconnects when it drops. On the embedded database there is one process, so
 * there is nothing to listen to.
 */
export interface ChangeFeed {
  /** Settles once the first attempt to listen has ended, whether it succeeded or not. */
  firstAttempt: Promise<void>
  close(): Promise<void>
}

export function listenForChanges(db: Db, handlers: ChangeHandlers): ChangeFeed {
  const client: unknown = (db as unknown as { $client?: unknown }).$client
  if (!(client instanceof pg.Pool))
    return { firstAttempt: Promise.resolve(), close: async () => {} }
  const options = client.options
  let attempted: () => void = () => {}
  const firstAttempt = new Promise<void>((resolve) => (attempted = resolve))
  let closed = false
  let current: pg.Client | null = null
  let timer: NodeJS.Timeout | undefined
  let reconnects = 0

  function start() {
    if (closed) return
    const connection = new pg.Client(options)
    current = connection
    let dropped = false
    const drop = (error?: unknown) => {
      if (dropped) return
      dropped = true
      if (error && !closed) handlers.onError(error)
      connection.end().catch(() => {})
      handlers.onGap()
      reconnects += 1
      if (!closed) timer = setTimeout(start, handlers.reconnectDelayMs(reconnects))
    }
    connection.on('notification', (notification) => {
      if (notification.channel !== CATALOGUE_CHANNEL) return
      handlers.onChange(readMessage(notification.payload) ?? { origin: '', tags: null })
    })
    connection.on('error', drop)
    connection.on('end', () => drop())
    connection
      .connect()
      .then(() => connection.query(`listen ${CATALOGUE_CHANNEL}`))
      .then(() => {
        reconnects = 0
        handlers.onGap()
      })
      .catch(drop)
      .finally(() => attempted())
  }

  start()
  return {
    firstAttempt,
    async close() {
      closed = true
      clearTimeout(timer)
      await current?.end().catch(() => {})
    },
  }
}
