import type { FastifyInstance } from 'fastify'
import { refreshCatalogStats } from '@store/db/catalog/scope-stats'
import type { CatalogueWriter } from '../cache/catalogue-writes'

/**
 * The one way the back office changes products, categories, content or
 * promotions: inside the catalogue write path, with the list counts, facets
 * and search words rebuilt in the same transaction (so no list counts a
 * product its page does not show), and every cached answer dropped after
 * commit, here and on every other instance through the change notice.
 * `stats: false` for changes that no list counts (home content, promo codes).
 */
export function changeCatalogue<T>(
  app: FastifyInstance,
  work: (writer: CatalogueWriter) => Promise<T>,
  options: { stats?: boolean } = {},
): Promise<T> {
  return app.catalogueWrites.transaction(async (writer) => {
    const value = await work(writer)
    if (options.stats !== false) await refreshCatalogStats(writer.tx)
    writer.catalogueChanged()
    return value
  })
}
