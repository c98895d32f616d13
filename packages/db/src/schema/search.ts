import { sql } from 'drizzle-orm'
import { index, pgTable, text } from 'drizzle-orm/pg-core'

/**
 * The distinct words of active product names, rebuilt with the catalogue
 * stats: a misspelt search word is corrected against these few hundred rows
 * instead of being compared with every product name (decision 019).
 */
export const searchWords = pgTable('search_words', { word: text().primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
])
