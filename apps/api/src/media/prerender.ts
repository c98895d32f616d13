import { fork } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { constants, setPriority } from 'node:os'
import { RENDITION_FORMATS, RENDITION_WIDTHS } from '@store/contract/media'
import type { FastifyBaseLogger } from 'fastify'
import type { Executor } from '@store/db/client'
import { listMediaSources } from './media.repository'
import { renditionPath, sourceFile } from './rendition-files'

export interface PrerenderJob {
  key: string
  sourceFile: string
  vector: boolean
  mediaDir: string
}

type Reply = { key: string; ok: boolean; error?: string }

/** Each job writes its widths in order, so the widest file in the last format marks it complete. */
function isComplete(mediaDir: string, key: string) {
  const last = RENDITION_WIDTHS[RENDITION_WIDTHS.length - 1]!
  const format = RENDITION_FORMATS[RENDITION_FORMATS.length - 1]!
  return existsSync(renditionPath(mediaDir, key, last, format))
}

/**
 * Makes every missing rendition set ahead of the shoppers, one image at a time,
 * in a child process at the lowest CPU priority: a request for a rendition
 * not made yet draws it itself (rendition-maker.ts), so this only saves them
 * the wait. Returns a stop function for shutdown.
 */
export async function startPrerender(
  db: Executor,
  mediaDir: string,
  log: FastifyBaseLogger,
): Promise<() => void> {
  const jobs = (await listMediaSources(db))
    .filter((source) => !isComplete(mediaDir, source.key))
    .filter((source) => existsSync(sourceFile(mediaDir, source.sourcePath)))
    .map((source) => ({
      key: source.key,
      sourceFile: sourceFile(mediaDir, source.sourcePath),
      vector: source.vector,
      mediaDir,
    }))
  if (jobs.length === 0) return () => {}
  const child: ChildProcess = fork(new URL('./prerender-worker.ts', import.meta.url), {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  })
  if (child.pid) setPriority(child.pid, constants.priority.PRIORITY_LOW)
  log.info(`making the renditions of ${jobs.length} images in the background`)
  let next = 0
  const sendNext = () => {
    const job = jobs[next++]
    if (job) child.send(job)
    else child.disconnect()
  }
  child.on('message', (reply: Reply) => {
    if (!reply.ok) log.warn({ key: reply.key, err: reply.error }, 'an image could not be rendered')
    sendNext()
  })
  child.on('exit', () => {
    if (next <= jobs.length) log.info(`background renditions stopped after ${next - 1} images`)
  })
  sendNext()
  return () => {
    if (child.connected) child.disconnect()
    child.kill()
  }
}
