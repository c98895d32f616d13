import { sql } from 'drizzle-orm'
import type { Db } from '../client'
import { SIMILARITY_THRESHOLD } from '../client'
import { searchWords } from '../schema'

/** Shorter words are not corrected: two letters share too few trigrams to tell a typo from another word. */
const MIN_WORD_LENGTH = 3

/** Rebuilds the catalogue's name words in both languages; run after any catalogue change (with refreshCatalogStats). */
export async function refreshSearchWords(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(searchWords)
    await tx.execute(sql`
      insert into ${searchWords} (word)
      select distinct lower(w) from products p,
        regexp_split_to_table(p.product_name || ' ' || coalesce(p.product_name_bahasa, ''), '[^[:alpha:]]+') w
      where p.is_active and length(w) >= ${MIN_WORD_LENGTH}
      on conflict do nothing`)
  })
}

const TOKEN = /[\p{L}\p{N}]+/gu
const isWord = (token: string) =>
  token.length >= MIN_WORD_LENGTH && /^\p{L}+$/u.test(token) && token.toLowerCase() !== 'or'

/**
 * The search with each word that is not a word of the catalogue replaced by
 * the most similar one that is, or null when no word could be corrected.
 * Stop words ('for', 'the') and codes are left as they are.
 */
export async function correctSearch(db: Db, search: string): Promise<string | null> {
  const terms = [...new Set((search.match(TOKEN) ?? []).filter(isWord).map((t) => t.toLowerCase()))]
  if (terms.length === 0) return null
  const result: unknown = await db.execute(sql`
    select t.term, (
      select w.word from ${searchWords} w
      where w.word % t.term and similarity(w.word, t.term) >= ${SIMILARITY_THRESHOLD}
      order by similarity(w.word, t.term) desc, w.word limit 1
    ) as correction
    from unnest(${`{${terms.join(',')}}`}::text[]) t(term)
    where to_tsvector('english', t.term) <> ''::tsvector
      and not exists (select 1 from ${searchWords} known where known.word = t.term)`)
  const corrections = new Map<string, string>()
  for (const row of (result as { rows: { term: string; correction: string | null }[] }).rows)
    if (row.correction) corrections.set(row.term, row.correction)
  if (corrections.size === 0) return null
  return search.replace(TOKEN, (token) => corrections.get(token.toLowerCase()) ?? token)
}
