import type { FastifyInstance } from 'fastify'
import type { CsvSummary } from '@store/contract/admin/catalogue-csv'
import { recordAudit } from '../../../lib/audit.repository'
import type { StaffSession } from '../../../lib/auth/staff-session.repository'
import { changeCatalogue } from '../../../lib/catalogue-change'
import { liveDiscount } from '../../../lib/discount-window'
import { sanitizeRichText } from '../../../lib/rich-text'
import type { StockLine } from '../../../cache/catalogue-writes'
import type { ProductImport } from './check-rows'
import type { ProductFields } from './product-fields'
import {
  findProductIds,
  findSizes,
  insertProducts,
  replaceImages,
  updateProduct,
  upsertSizes,
} from './csv.repository'
import type { NewProduct, NewSize } from './csv.repository'

export type Progress = (phase: string, done: number, total: number) => void

/** The columns of a product row for the fields the file gave. */
function productColumns(fields: Partial<ProductFields>, now: Date): Partial<NewProduct> {
  const set: Partial<NewProduct> = {}
  if (fields.name !== undefined) set.productName = fields.name
  if (fields.categoryId !== undefined) set.categoryId = fields.categoryId
  if (fields.categorySubId !== undefined) set.categorySubId = fields.categorySubId
  if (fields.groupId !== undefined) set.groupId = fields.groupId
  if (fields.subGroupId !== undefined) set.subGroupId = fields.subGroupId
  if (fields.colour !== undefined) set.colour = fields.colour
  if (fields.shortDescription !== undefined) set.shortDescription = fields.shortDescription
  if (fields.detailedDescription !== undefined)
    set.detailedDescription = sanitizeRichText(fields.detailedDescription)
  if (fields.nameBahasa !== undefined) set.productNameBahasa = fields.nameBahasa
  if (fields.colourBahasa !== undefined) set.colourBahasa = fields.colourBahasa
  if (fields.shortDescriptionBahasa !== undefined)
    set.shortDescriptionBahasa = fields.shortDescriptionBahasa
  if (fields.detailedDescriptionBahasa !== undefined)
    set.detailedDescriptionBahasa =
      fields.detailedDescriptionBahasa === null
        ? null
        : sanitizeRichText(fields.detailedDescriptionBahasa)
  if (fields.retailPrice !== undefined) set.retailPrice = fields.retailPrice
  if (fields.netPrice !== undefined) set.netPrice = fields.netPrice
  // The discount staff plan, and the one shown now: the planned one while its window is open.
  const discountGiven = [
    fields.discPercent,
    fields.discNominal,
    fields.discStartsAt,
    fields.discEndsAt,
  ]
  if (discountGiven.some((value) => value !== undefined)) {
    const planned = {
      plannedDiscPercent: fields.discPercent ?? 0,
      plannedDiscNominal: fields.discNominal ?? 0,
      discStartsAt: fields.discStartsAt ?? null,
      discEndsAt: fields.discEndsAt ?? null,
    }
    Object.assign(set, planned, liveDiscount(planned, now))
  }
  if (fields.weightGrams !== undefined) set.weightGrams = fields.weightGrams
  if (fields.status !== undefined) {
    set.status = fields.status
    // A status given by the file replaces any scheduled publish time.
    set.publishAt = null
  }
  return set
}

function newProductRow(product: ProductImport, createdAt: Date): NewProduct {
  const set = productColumns(product.fields, createdAt)
  const { name, categoryId, categorySubId, groupId, subGroupId, retailPrice, netPrice } =
    product.fields
  if (name === undefined || categoryId === undefined || categorySubId === undefined)
    throw new Error(`product ${product.code} was checked without its name or sub-category`)
  if (
    groupId === undefined ||
    subGroupId === undefined ||
    retailPrice === undefined ||
    netPrice === undefined
  )
    throw new Error(`product ${product.code} was checked without its group or prices`)
  return {
    colour: '',
    shortDescription: '',
    detailedDescription: '',
    ...set,
    productCode: product.code.toUpperCase(),
    productName: name,
    categoryId,
    categorySubId,
    groupId,
    subGroupId,
    retailPrice,
    netPrice,
    createdAt,
  }
}

/**
 * Writes a checked file in one transaction of the catalogue write path: new
 * products, changed fields, sizes, photos and stock counts, the list counts
 * rebuilt once at the end. Any failure rolls all of it back.
 */
export function applyImport(
  app: FastifyInstance,
  staff: StaffSession,
  products: ProductImport[],
  progress: Progress,
): Promise<CsvSummary> {
  return changeCatalogue(app, async (writer) => {
    const tx = writer.tx
    const total = products.length
    const upper = (product: ProductImport) => product.code.toUpperCase()
    const ids = await findProductIds(tx, products.map(upper))
    const now = app.clock.now()
    const fresh = products.filter((product) => !ids.has(upper(product)))
    const created = await insertProducts(
      tx,
      fresh.map((product) => newProductRow(product, now)),
    )
    for (const [code, id] of created) ids.set(code, id)
    progress('products', fresh.length, total)
    let done = fresh.length
    for (const product of products) {
      if (created.has(upper(product))) continue
      await updateProduct(tx, ids.get(upper(product)) ?? 0, productColumns(product.fields, now))
      done += 1
      if (done % 250 === 0) progress('products', done, total)
    }
    progress('products', total, total)
    const idOf = (product: ProductImport) => ids.get(upper(product)) ?? 0
    const known = await findSizes(tx, products.map(idOf))
    const lastOrder = new Map<number, number>()
    for (const size of known.values())
      lastOrder.set(size.productId, Math.max(lastOrder.get(size.productId) ?? -1, size.sortOrder))
    const sizeRows: NewSize[] = []
    let sizesCreated = 0
    for (const product of products) {
      const productId = idOf(product)
      let next = (lastOrder.get(productId) ?? -1) + 1
      for (const size of product.sizes) {
        const existing = known.get(`${productId}|${size.code}`)
        if (!existing) sizesCreated += 1
        sizeRows.push({
          productId,
          sizeCode: existing?.code ?? size.code,
          sizeName: size.name ?? existing?.name ?? size.code,
          sizeNameBahasa:
            size.nameBahasa === undefined ? (existing?.nameBahasa ?? null) : size.nameBahasa,
          isAvailable: size.available ?? existing?.isAvailable ?? true,
          sortOrder: existing?.sortOrder ?? next++,
        })
      }
    }
    const sizeIds = await upsertSizes(tx, sizeRows)
    progress('sizes', sizeRows.length, sizeRows.length)
    const withPhotos = products.filter((product) => product.fields.photos !== undefined)
    for (const product of withPhotos)
      await replaceImages(tx, idOf(product), product.fields.photos ?? [])
    const stock: StockLine[] = products.flatMap((product) =>
      product.sizes.flatMap((size) =>
        size.stock.map(({ showroomId, qty }) => ({
          productSizeId: sizeIds.get(`${idOf(product)}|${size.code}`) ?? 0,
          showroomId,
          qty,
        })),
      ),
    )
    await writer.setStocks(stock)
    progress('stock', stock.length, stock.length)
    const summary: CsvSummary = {
      rows: products.reduce((sum, product) => sum + product.sizes.length, 0),
      products_created: fresh.length,
      products_updated: products.length - fresh.length,
      sizes_created: sizesCreated,
      stock_cells: stock.length,
    }
    await recordAudit(tx, staff, {
      action: 'catalogue.import',
      entity: 'catalogue',
      after: summary,
    })
    progress('lists', 0, 1)
    return summary
  })
}
