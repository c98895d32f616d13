import { existsSync } from 'node:fs'
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { renditionPath } from './rendition-files'
import { createRenditionQueue } from './rendition-queue'

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500"><rect width="400" height="500" fill="#b47a5a"/></svg>'

const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

async function until(condition: () => boolean) {
  for (let attempt = 0; attempt < 1200 && !condition(); attempt++)
    await new Promise((resolve) => setTimeout(resolve, 100))
  return condition()
}

// Each test draws its pictures with the real encoder in a worker process, which a busy machine
// slows many times over: the tests wait as long as `until` does, not the suite's 30 s.
const DRAWING_TIME = 125_000

describe('the rendition queue', () => {
  test('a job its worker never received is sent again, and the pictures after it are drawn', async () => {
    const mediaDir = await mkdtemp(join(tmpdir(), 'kainara-queue-'))
    cleanups.push(() => rm(mediaDir, { recursive: true, force: true }))
    await writeFile(join(mediaDir, 'first.svg'), SVG)
    await writeFile(join(mediaDir, 'second.svg'), SVG.replace('#b47a5a', '#3d5a4c'))
    const warn = vi.fn()
    const log = { warn } as unknown as FastifyBaseLogger
    const queue = createRenditionQueue(mediaDir, log, {
      file: new URL('../test/forgetful-rendition-worker.ts', import.meta.url),
      execArgv: ['--import', 'tsx'],
    })
    cleanups.push(() => queue.close())
    queue.enqueue([
      { key: 'firstfirst00', sourcePath: 'first.svg', vector: true },
      { key: 'secondsecond', sourcePath: 'second.svg', vector: true },
    ])
    const drawn = (key: string) => existsSync(renditionPath(mediaDir, key, 1440, 'webp'))
    expect(await until(() => drawn('firstfirst00') && drawn('secondsecond'))).toBe(true)
    expect(queue.pending()).toBe(0)
    expect(warn).toHaveBeenCalledWith(
      { key: 'firstfirst00' },
      'the rendition worker did not get its job; sending it again',
    )
  }, DRAWING_TIME)
  test('a photo uploaded while the demo pictures are being drawn is drawn next, not behind them', async () => {
    const mediaDir = await mkdtemp(join(tmpdir(), 'kainara-queue-'))
    cleanups.push(() => rm(mediaDir, { recursive: true, force: true }))
    const colours = ['#b47a5a', '#3d5a4c', '#c9a27e', '#2e3a59', '#8a5a44', '#d8d4cd']
    const demo = colours.map((colour, index) => ({
      key: `demopicture${index}`,
      sourcePath: `demo-${index}.svg`,
      vector: true,
    }))
    for (const [index, colour] of colours.entries())
      await writeFile(join(mediaDir, `demo-${index}.svg`), SVG.replace('#b47a5a', colour))
    await writeFile(join(mediaDir, 'upload.svg'), SVG.replace('#b47a5a', '#f3ede4'))
    const queue = createRenditionQueue(mediaDir, { warn: vi.fn() } as unknown as FastifyBaseLogger)
    cleanups.push(() => queue.close())
    queue.enqueue(demo)
    queue.hurry({ key: 'uploadphoto0', sourcePath: 'upload.svg', vector: true })
    const last = (key: string) => renditionPath(mediaDir, key, 1440, 'webp')
    expect(await until(() => demo.every(({ key }) => existsSync(last(key))))).toBe(true)
    const finished = async (key: string) => (await stat(last(key))).mtimeMs
    const upload = await finished('uploadphoto0')
    const before = []
    for (const { key } of demo) if ((await finished(key)) < upload) before.push(key)
    // The picture the worker was drawing when the photo came is the one before it.
    expect(before.length).toBeLessThanOrEqual(1)
  }, DRAWING_TIME)
})
