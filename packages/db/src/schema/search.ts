import { sql } from 'drizzle-orm'
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core'

/**
 * The distinct words of active product names, rebuilt with the catalogue
 * stats: a misspelt search word is corrected against these few hundred rows
 * instead of being compared with every product name (decision 019).
 */
export const searchWords = pgTable('search_words', { word: text().primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
])

/**
 * How many active products carry each common search term, rebuilt with the
 * catalogue stats: a one-word search is counted exactly without visiting its
 * matches (decision 011). `term` is the word as a one-word tsquery prints it
 * (`'linen'`), so a search is looked up by its parsed query's text.
 */
export const searchTerms = pgTable('search_terms', {
  term: text().primaryKey(),
  /** Active products whose search vector holds the term. */
  products: integer().notNull(),
  /** Active products whose name holds it (what a corrected search matches). */
  names: integer().notNull(),
})
