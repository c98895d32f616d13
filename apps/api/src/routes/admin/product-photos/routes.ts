import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import {
  PRODUCT_PHOTO_MESSAGES,
  getProductPhotos,
  setProductPhotos,
} from '@store/contract/admin/product-photos'
import type { ProductPhotos } from '@store/contract/admin/product-photos'
import { mediaKeyOf } from '@store/contract/media'
import type { Executor } from '@store/db/client'
import { recordAudit } from '../../../lib/audit.repository'
import { changeCatalogue } from '../../../lib/catalogue-change'
import { HttpError, badRequest, notFound } from '../../../lib/http-errors'
import { registerCall } from '../../../lib/register-call'
import { findKnownMediaKeys } from '../../../media/media.repository'
import { requireStaff } from '../../../plugins/auth'
import { findProductPhotos, replaceProductPhotos } from './product-photos.repository'
import type { StoredPhotos } from './product-photos.repository'

const urlsOf = (stored: StoredPhotos) => stored.photos.map((photo) => photo.url)

/** Names what a save starts from: the photos in order and the size chart. */
function revisionOf(stored: StoredPhotos): string {
  return createHash('sha256')
    .update(JSON.stringify([urlsOf(stored), stored.sizeChartUrl]))
    .digest('base64url')
    .slice(0, 16)
}

function toAnswer(stored: StoredPhotos): ProductPhotos {
  return {
    product_id: stored.productId,
    product_name: stored.productName,
    product_code: stored.productCode,
    photos: stored.photos,
    size_chart: stored.sizeChartUrl
      ? { url: stored.sizeChartUrl, placeholder: stored.sizeChartPlaceholder }
      : null,
    revision: revisionOf(stored),
  }
}

async function loadOrRefuse(db: Executor, productId: number, lock = false) {
  const stored = await findProductPhotos(db, productId, { lock })
  if (!stored) throw notFound(PRODUCT_PHOTO_MESSAGES.notFound)
  return stored
}

/** A photo the product has already, or an image the pipeline knows; anything else is refused. */
async function checkImages(
  db: Executor,
  stored: StoredPhotos,
  urls: string[],
  chart: string | null,
) {
  const own = new Set(urlsOf(stored))
  if (stored.sizeChartUrl) own.add(stored.sizeChartUrl)
  const wanted = [...urls, ...(chart ? [chart] : [])]
  const keys = wanted.filter((url) => !own.has(url)).map((url) => mediaKeyOf(url) ?? '')
  const known = await findKnownMediaKeys(db, keys.filter(Boolean))
  const isKnown = (url: string) => own.has(url) || known.has(mediaKeyOf(url) ?? '')
  const unknown = urls.findIndex((url) => !isKnown(url))
  if (unknown >= 0) throw badRequest(PRODUCT_PHOTO_MESSAGES.unknownPhoto(unknown + 1))
  if (chart && !isKnown(chart)) throw badRequest(PRODUCT_PHOTO_MESSAGES.unknownSizeChart)
}

/** A product's photos and size chart (docs/decisions/043). */
export function productPhotoRoutes(app: FastifyInstance) {
  registerCall(app, getProductPhotos, async ({ product_id }) => ({
    data: toAnswer(await loadOrRefuse(app.db, product_id)),
  }))

  registerCall(app, setProductPhotos, async (input, request) => {
    const staff = requireStaff(request)
    const urls = input.photo_urls
    const chart = input.size_chart_url
    const saved = await changeCatalogue(
      app,
      async ({ tx }) => {
        const before = await loadOrRefuse(tx, input.product_id, true)
        if (revisionOf(before) !== input.revision)
          throw new HttpError(409, PRODUCT_PHOTO_MESSAGES.changedMeanwhile)
        const unchanged =
          JSON.stringify(urlsOf(before)) === JSON.stringify(urls) && before.sizeChartUrl === chart
        if (unchanged) return before
        await checkImages(tx, before, urls, chart)
        await replaceProductPhotos(tx, input.product_id, urls, chart)
        await recordAudit(tx, staff, {
          action: 'product.photos',
          entity: 'product',
          entityId: input.product_id,
          before: { photo_urls: urlsOf(before), size_chart_url: before.sizeChartUrl },
          after: { photo_urls: urls, size_chart_url: chart },
        })
        return loadOrRefuse(tx, input.product_id)
      },
      { stats: false },
    )
    return { data: toAnswer(saved) }
  })
}
