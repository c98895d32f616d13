import { and, eq, sql } from 'drizzle-orm'
import type { Db, Transaction } from '@store/db/client'
import { changePayload, notifyChange } from '@store/db/change-feed'
import { productSizes, stocks } from '@store/db/schema'
import type { CatalogueCache } from './catalogue-cache'
import { STOCK_TAG, productTag } from './catalogue-cache'
import { takeStocksAtOnce } from './take-stocks.repository'
import type { ProductStockLine } from './take-stocks.repository'

/** Units of one size of one product in one showroom. */
export interface StockLine {
  productSizeId: number
  showroomId: number
  qty: number
}

/** What a write inside `catalogueWrites.transaction` may do; every change shows up after commit. */
export interface CatalogueWriter {
  tx: Transaction
  /**
   * Takes every line's units, or none (false), in one statement that also
   * announces the change: an order's last statement before commit, so the
   * sizes it sells are locked for that statement only.
   */
  takeStocks(lines: readonly ProductStockLine[]): Promise<boolean>
  /** Gives units back (an order cancelled or expired). */
  putBackStock(line: StockLine): Promise<void>
  /** Sets the units a showroom holds (a stock count, an import). */
  setStock(line: StockLine): Promise<void>
  /** Sets many cells at once (a catalogue import): a few statements, not one per cell. */
  setStocks(lines: readonly StockLine[]): Promise<void>
  /**
   * Sets the units only if the showroom still holds `expected` (a cell with no
   * row holds 0): a back-office edit racing a checkout never overwrites the
   * unit the checkout took. Answers what the cell holds when it did not match.
   */
  setStockIf(line: StockLine & { expected: number }): Promise<StockSetResult>
  /** Something shown on one product's own answer changed (a review): that answer goes. */
  productChanged(productId: number): void
  /** Products, prices, categories or content changed: every cached answer goes. */
  catalogueChanged(): void
}

export type StockSetResult = { set: true } | { set: false; held: number }

function checkQty(qty: number, allowZero: boolean) {
  if (!Number.isInteger(qty) || qty < (allowZero ? 0 : 1))
    throw new Error(`A stock quantity must be a whole number${allowZero ? '' : ' above 0'}.`)
}

/**
 * The one way stock and catalogue changes are written. Each change announces
 * itself inside its transaction (PostgreSQL NOTIFY, delivered on commit, to
 * every other instance) and drops this instance's cached answers after commit.
 */
export function createCatalogueWrites(db: Db, cache: CatalogueCache, origin: string) {
  async function transaction<T>(work: (writer: CatalogueWriter) => Promise<T>): Promise<T> {
    const tags = new Set<string>()
    /** Tags already announced inside the transaction by the statement that changed them. */
    const announced = new Set<string>()
    let everything = false
    const touched = async (tx: Transaction, productSizeId: number) => {
      const [row] = await tx
        .select({ productId: productSizes.productId })
        .from(productSizes)
        .where(eq(productSizes.id, productSizeId))
      if (row) tags.add(productTag(row.productId))
      tags.add(STOCK_TAG)
    }
    const result = await db.transaction(async (tx) => {
      const writer: CatalogueWriter = {
        tx,
        async takeStocks(lines) {
          for (const line of lines) checkQty(line.qty, false)
          const lineTags = [...new Set(lines.map((line) => productTag(line.productId))), STOCK_TAG]
          const payload = changePayload({ origin, tags: lineTags })
          if (!(await takeStocksAtOnce(tx, lines, payload))) return false
          for (const tag of lineTags) {
            tags.add(tag)
            announced.add(tag)
          }
          return true
        },
        async putBackStock({ productSizeId, showroomId, qty }) {
          checkQty(qty, false)
          await tx
            .insert(stocks)
            .values({ productSizeId, showroomId, qty })
            .onConflictDoUpdate({
              target: [stocks.productSizeId, stocks.showroomId],
              set: { qty: sql`${stocks.qty} + excluded.qty` },
            })
          await touched(tx, productSizeId)
        },
        async setStock({ productSizeId, showroomId, qty }) {
          checkQty(qty, true)
          await tx
            .insert(stocks)
            .values({ productSizeId, showroomId, qty })
            .onConflictDoUpdate({
              target: [stocks.productSizeId, stocks.showroomId],
              set: { qty },
            })
          await touched(tx, productSizeId)
        },
        async setStocks(lines) {
          for (const line of lines) checkQty(line.qty, true)
          // 3 parameters a row: well under PostgreSQL's 65,535 per statement.
          for (let start = 0; start < lines.length; start += 5000) {
            const batch = lines.slice(start, start + 5000)
            await tx
              .insert(stocks)
              .values(
                batch.map(({ productSizeId, showroomId, qty }) => ({
                  productSizeId,
                  showroomId,
                  qty,
                })),
              )
              .onConflictDoUpdate({
                target: [stocks.productSizeId, stocks.showroomId],
                set: { qty: sql`excluded.qty` },
              })
          }
          if (lines.length > 0) everything = true
        },
        async setStockIf({ productSizeId, showroomId, expected, qty }) {
          checkQty(qty, true)
          checkQty(expected, true)
          const cell = and(
            eq(stocks.productSizeId, productSizeId),
            eq(stocks.showroomId, showroomId),
          )
          // Waits for a checkout holding the row, then compares against what it left.
          const [updated] = await tx
            .update(stocks)
            .set({ qty })
            .where(and(cell, eq(stocks.qty, expected)))
            .returning({ qty: stocks.qty })
          let set = updated !== undefined
          if (!set && expected === 0) {
            const [inserted] = await tx
              .insert(stocks)
              .values({ productSizeId, showroomId, qty })
              .onConflictDoNothing()
              .returning({ qty: stocks.qty })
            set = inserted !== undefined
          }
          if (set) {
            await touched(tx, productSizeId)
            return { set: true }
          }
          const [held] = await tx.select({ qty: stocks.qty }).from(stocks).where(cell)
          return { set: false, held: held?.qty ?? 0 }
        },
        productChanged(productId) {
          tags.add(productTag(productId))
        },
        catalogueChanged() {
          everything = true
        },
      }
      const value = await work(writer)
      if (everything || [...tags].some((tag) => !announced.has(tag)))
        await notifyChange(tx, { origin, tags: everything ? null : [...tags] })
      return value
    })
    if (everything) cache.invalidate()
    else if (tags.size > 0) cache.invalidate([...tags])
    return result
  }

  return {
    transaction,
    putBackStock: (line: StockLine) => transaction((writer) => writer.putBackStock(line)),
    setStock: (line: StockLine) => transaction((writer) => writer.setStock(line)),
    catalogueChanged: () =>
      transaction((writer) => {
        writer.catalogueChanged()
        return Promise.resolve()
      }),
  }
}

export type CatalogueWrites = ReturnType<typeof createCatalogueWrites>
