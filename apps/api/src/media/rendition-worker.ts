import { readFile, stat } from 'node:fs/promises'
import sharp from 'sharp'
import { RENDITION_FORMATS, RENDITION_WIDTHS } from '@store/contract/media'
import { makeRenditions } from '@store/media/renditions'
import { renditionPath, writeAtomically } from './rendition-files'
import { IDLE_PING_MS } from './rendition-protocol'
import type { RenditionJob, WorkerReply } from './rendition-protocol'

// One image at a time on one thread: the store's own work comes first.
sharp.concurrency(1)

async function exists(path: string) {
  return stat(path).then(
    () => true,
    () => false,
  )
}

/** The widest rendition in the last format is written last: once it is there, the image is done. */
const lastFile = (job: RenditionJob) =>
  renditionPath(job.mediaDir, job.key, RENDITION_WIDTHS.at(-1)!, RENDITION_FORMATS.at(-1)!)

async function render(job: RenditionJob) {
  // A job sent again (its answer was lost on the way) costs a look, not a second drawing.
  if (await exists(lastFile(job))) return
  const source = await readFile(job.sourceFile)
  for (const rendition of await makeRenditions(source, job.vector)) {
    const path = renditionPath(job.mediaDir, job.key, rendition.width, rendition.format)
    // A request may have drawn it meanwhile; the file is the same either way.
    if (!(await exists(path))) await writeAtomically(path, rendition.bytes)
  }
}

const send = (reply: WorkerReply) => process.send?.(reply)
let drawing: string | null = null

function finish(reply: WorkerReply) {
  drawing = null
  send(reply)
}

process.on('message', (job: RenditionJob) => {
  if (drawing === job.key) return
  drawing = job.key
  render(job).then(
    () => finish({ key: job.key, ok: true }),
    (error: unknown) => finish({ key: job.key, ok: false, error: String(error) }),
  )
})
// Says so while it has nothing to draw, so a job whose message never arrived is sent again.
setInterval(() => {
  if (drawing === null) send({ idle: true })
}, IDLE_PING_MS).unref()
process.on('disconnect', () => process.exit(0))
