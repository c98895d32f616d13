/** What the store asks its rendition worker: draw every rendition of one image. */
export interface RenditionJob {
  key: string
  sourceFile: string
  vector: boolean
  mediaDir: string
}

/** An image drawn (or not), or, every few seconds while it has no job, that the worker is idle. */
export type WorkerReply = { key: string; ok: boolean; error?: string } | { idle: true }

/**
 * How often an idle worker says so. A job sent to the worker was once never
 * received (or its answer never came back) and every later picture waited
 * behind it; a busy store that hears its worker is idle sends the job again.
 */
export const IDLE_PING_MS = 5000
