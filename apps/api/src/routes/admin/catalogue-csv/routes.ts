import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  CSV_MAX_BYTES,
  CSV_MAX_ROWS,
  CSV_MESSAGES,
  CSV_ZIP_LIMITS,
  CsvImportModeSchema,
  exportCatalogueCsv,
  importCatalogueCsv,
} from '@store/contract/admin/catalogue-csv'
import { mediaKeyOf } from '@store/contract/media'
import { authenticate, requireStaff } from '../../../plugins/auth'
import { badRequest } from '../../../lib/http-errors'
import { toWibText } from '@store/contract/format/wib-text'
import { CSV_CONFLICT_MESSAGE } from '@store/contract/admin/catalogue-csv-changes'
import { ImportConflictError, ImportRaceError, applyImport } from './apply-import'
import { diffImport } from './diff-import'
import { listed } from './listed'
import { readStoreNow } from './store-now.repository'
import { summaryOf } from './summary'
import { checkRows } from './check-rows'
import { findProductIds, loadReference } from './csv.repository'
import { exportCatalogueCsvText } from './export-csv'
import { readCsv } from './read-csv'
import { readCatalogueZip } from './read-zip'
import { prepareZipPhotos } from './zip-photos'
import { ZIP_PHOTO } from './product-fields'
import { keepUpload } from '../../../media/keep-upload'

const CSV_TYPES = ['text/csv', 'text/plain', 'application/vnd.ms-excel', 'application/octet-stream']
const ZIP_TYPES = ['application/zip', 'application/x-zip-compressed']

/** What was sent: a CSV alone, or a zip of a CSV and its photos. */
async function readSent(request: FastifyRequest) {
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  if (ZIP_TYPES.includes(type) && Buffer.isBuffer(request.body)) {
    const zip = await readCatalogueZip(request.body)
    return { text: decodeText(zip.csv), photos: zip.photos }
  }
  return { text: decodeText(request.body), photos: new Map<string, Buffer>() }
}

function decodeText(body: unknown): string {
  if (!Buffer.isBuffer(body) || body.length === 0) throw badRequest(CSV_MESSAGES.noFile)
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body)
  } catch {
    throw badRequest(CSV_MESSAGES.notText)
  }
  if (text.includes('\u0000')) throw badRequest(CSV_MESSAGES.notText)
  return text
}

/** Reads and checks a file and the photos it came with, writing nothing. */
async function checkFile(app: FastifyInstance, request: FastifyRequest, overwrite: boolean) {
  const sent = await readSent(request)
  const csv = readCsv(sent.text, CSV_MAX_ROWS)
  if ('tooManyRows' in csv) throw badRequest(CSV_MESSAGES.tooManyRows)
  if (csv.rows.length === 0) throw badRequest(CSV_MESSAGES.empty)
  const photoKeys = csv.rows.flatMap((row) =>
    (row.cells.photos ?? '').split('|').flatMap((path) => mediaKeyOf(path.trim()) ?? []),
  )
  const reference = await loadReference(app.db, [...new Set(photoKeys)])
  reference.zipPhotos = new Set(sent.photos.keys())
  const codes = [...new Set(csv.rows.map((row) => (row.cells.product_code ?? '').toUpperCase()))]
  const existing = new Set((await findProductIds(app.db, codes)).keys())
  const checked = checkRows(csv, reference, existing)
  const zipPhotos = await prepareZipPhotos(checked, sent.photos)
  const store = await readStoreNow(
    app.db,
    checked.products.map((product) => product.code.toUpperCase()),
  )
  const { plan, changes, conflicts } = diffImport(checked.products, store, overwrite)
  const summary = summaryOf(plan, checked.products)
  return { checked, summary, zipPhotos, changes: listed(changes, conflicts) }
}

/**
 * The catalogue's CSV (decision 048): export, a check that lists every
 * problem by line and writes nothing, and an import that writes all of a
 * file or none of it, reporting its progress as it goes.
 */
export function catalogueCsvRoutes(api: FastifyInstance) {
  void api.register((scope, _options, done) => {
    scope.addContentTypeParser(
      ZIP_TYPES,
      { parseAs: 'buffer', bodyLimit: CSV_ZIP_LIMITS.maxBytes },
      (_request, body, next) => next(null, body),
    )
    scope.addContentTypeParser(
      CSV_TYPES,
      { parseAs: 'buffer', bodyLimit: CSV_MAX_BYTES },
      (_request, body, next) => next(null, body),
    )
    scope.post(
      `/${importCatalogueCsv.path}`,
      {
        schema: { hide: true, querystring: CsvImportModeSchema },
        onRequest: (request: FastifyRequest) => authenticate(request, importCatalogueCsv),
      },
      async (request, reply) => {
        const staff = requireStaff(request)
        const { mode, overwrite } = request.query as {
          mode: 'check' | 'apply'
          overwrite: 'yes' | 'no'
        }
        const { checked, summary, zipPhotos, changes } = await checkFile(
          scope,
          request,
          overwrite === 'yes',
        )
        const problems = { problems: checked.problems, problem_count: checked.problemCount }
        const data = { applied: false, summary, ...problems, ...changes }
        if (mode === 'check') return { data }
        if (checked.problemCount > 0)
          return reply.code(400).send({
            error: {
              message: `The file has ${checked.problemCount} problem${checked.problemCount === 1 ? '' : 's'}; nothing was imported.`,
            },
            data,
          })
        if (changes.conflict_count > 0)
          return reply
            .code(409)
            .send({ error: { message: CSV_CONFLICT_MESSAGE(changes.conflict_count) }, data })
        // The zip's photos are kept (by content, so a second import keeps no copy) before the import.
        const urls = new Map<string, string>()
        for (const [name, upload] of zipPhotos)
          urls.set(`${ZIP_PHOTO}${name}`, (await keepUpload(scope, staff, upload)).url)
        for (const product of checked.products)
          if (product.fields.photos)
            product.fields.photos = product.fields.photos.map((photo) => urls.get(photo) ?? photo)
        return streamImport(scope, reply, staff, checked.products, overwrite === 'yes')
      },
    )
    scope.get(
      `/${exportCatalogueCsv.path}`,
      {
        schema: { hide: true },
        onRequest: (request: FastifyRequest) => authenticate(request, exportCatalogueCsv),
      },
      async (_request, reply) => {
        const text = await exportCatalogueCsvText(scope.db)
        const day = toWibText(scope.clock.now(), 'day').replace(/-/g, '')
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="kainara-catalogue-${day}.csv"`)
          .header('cache-control', 'no-store')
          .send(`\ufeff${text}`)
      },
    )
    done()
  })
}

/** Sends progress lines (NDJSON) while the import writes, then its result or its failure. */
async function streamImport(
  app: FastifyInstance,
  reply: FastifyReply,
  staff: ReturnType<typeof requireStaff>,
  products: Parameters<typeof applyImport>[2],
  overwrite: boolean,
) {
  reply.hijack()
  reply.raw.writeHead(200, {
    'content-type': 'application/x-ndjson; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
  })
  const line = (value: unknown) => reply.raw.write(`${JSON.stringify(value)}\n`)
  try {
    const { changes, ...summary } = await applyImport(
      app,
      staff,
      products,
      overwrite,
      (phase, done, total) => line({ progress: { phase, done, total } }),
    )
    line({
      data: { applied: true, summary, problems: [], problem_count: 0, ...listed(changes, []) },
    })
  } catch (error) {
    if (error instanceof ImportConflictError)
      line({ error: { message: CSV_CONFLICT_MESSAGE(error.conflicts.length) } })
    else if (error instanceof ImportRaceError)
      line({
        error: {
          message: `${error.change.product_code} ${error.change.size_code ?? ''} ${error.change.field} changed while importing (now ${error.change.before}); nothing was written. Check the file again.`,
        },
      })
    else {
      app.log.error({ err: error }, 'catalogue import failed')
      line({ error: { message: 'The import failed and nothing was written; please try again.' } })
    }
  }
  reply.raw.end()
  return reply
}
