import { fork } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { constants, setPriority } from 'node:os'
import type { FastifyBaseLogger } from 'fastify'
import type { MediaSource } from './media.repository'
import { compiledServer } from '../lib/compiled'
import { sourceFile } from './rendition-files'
import { IDLE_PING_MS } from './rendition-protocol'
import type { RenditionJob, WorkerReply } from './rendition-protocol'

export interface WorkerEntry {
  file: URL
  execArgv: string[]
}

// The compiled server forks the worker's own bundle (apps/api/dist); the sources fork it through tsx.
const workerEntry: WorkerEntry = compiledServer
  ? { file: new URL('../../dist/rendition-worker.js', import.meta.url), execArgv: [] }
  : { file: new URL('./rendition-worker.ts', import.meta.url), execArgv: ['--import', 'tsx'] }

declare module 'fastify' {
  interface FastifyInstance {
    renditions: RenditionQueue
  }
}

export interface RenditionQueue {
  /** Makes an image's renditions next: someone is looking at it. */
  hurry(source: MediaSource): void
  /** Makes these images' renditions after everything hurried. */
  enqueue(sources: MediaSource[]): void
  /** Keys not made yet, the one being made included. */
  pending(): number
  close(): void
}

/**
 * Draws renditions one image at a time in a child process below normal CPU
 * priority, so drawing (a second or more per demo image here) never takes the
 * cores from the requests and pages being served. Started on the first job.
 */
export function createRenditionQueue(
  mediaDir: string,
  log: FastifyBaseLogger,
  entry: WorkerEntry = workerEntry,
): RenditionQueue {
  const waiting: RenditionJob[] = []
  const known = new Set<string>()
  let child: ChildProcess | null = null
  let busy: { job: RenditionJob; sentAt: number } | null = null
  let closed = false

  const jobOf = (source: MediaSource): RenditionJob => ({
    key: source.key,
    sourceFile: sourceFile(mediaDir, source.sourcePath),
    vector: source.vector,
    mediaDir,
  })

  function worker(): ChildProcess {
    if (child) return child
    const started = fork(entry.file, {
      execArgv: entry.execArgv,
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    })
    if (started.pid) setPriority(started.pid, constants.priority.PRIORITY_BELOW_NORMAL)
    started.on('message', (reply: WorkerReply) => {
      if ('idle' in reply) {
        // Idle with a job out for longer than a ping takes: the job or its answer was lost.
        if (busy && Date.now() - busy.sentAt > IDLE_PING_MS) {
          log.warn(
            { key: busy.job.key },
            'the rendition worker did not get its job; sending it again',
          )
          send(busy.job)
        }
        return
      }
      if (busy?.job.key !== reply.key) return
      if (!reply.ok) log.warn({ key: reply.key, err: reply.error }, 'an image could not be drawn')
      known.delete(reply.key)
      busy = null
      next()
    })
    started.on('exit', () => {
      child = null
      // A job the worker died on is not tried again until it is asked for.
      if (busy) known.delete(busy.job.key)
      busy = null
      if (!closed) next()
    })
    child = started
    return started
  }

  function send(job: RenditionJob) {
    busy = { job, sentAt: Date.now() }
    worker().send(job)
  }

  function next() {
    if (closed || busy) return
    const job = waiting.shift()
    if (job) send(job)
  }

  return {
    hurry(source) {
      if (closed || busy?.job.key === source.key) return
      const queued = waiting.findIndex((job) => job.key === source.key)
      if (queued >= 0) waiting.splice(queued, 1)
      known.add(source.key)
      waiting.unshift(jobOf(source))
      next()
    },
    enqueue(sources) {
      for (const source of sources) {
        if (known.has(source.key)) continue
        known.add(source.key)
        waiting.push(jobOf(source))
      }
      next()
    },
    pending: () => known.size,
    close() {
      closed = true
      waiting.length = 0
      child?.kill()
    },
  }
}
