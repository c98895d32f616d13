import { readFile, stat } from 'node:fs/promises'
import sharp from 'sharp'
import { makeRenditions } from '@store/media/renditions'
import { renditionPath, writeAtomically } from './rendition-files'
import type { RenditionJob } from './rendition-queue'

// One image at a time on one thread: the store's own work comes first.
sharp.concurrency(1)

async function exists(path: string) {
  return stat(path).then(
    () => true,
    () => false,
  )
}

async function render(job: RenditionJob) {
  const source = await readFile(job.sourceFile)
  for (const rendition of await makeRenditions(source, job.vector)) {
    const path = renditionPath(job.mediaDir, job.key, rendition.width, rendition.format)
    // A request may have drawn it meanwhile; the file is the same either way.
    if (!(await exists(path))) await writeAtomically(path, rendition.bytes)
  }
}

process.on('message', (job: RenditionJob) => {
  render(job).then(
    () => process.send?.({ key: job.key, ok: true }),
    (error: unknown) => process.send?.({ key: job.key, ok: false, error: String(error) }),
  )
})
process.on('disconnect', () => process.exit(0))
