import { sql } from 'drizzle-orm'
import type { AnyColumn, SQL } from 'drizzle-orm'
import type { Locale } from '@store/contract/locale'

/**
 * A translatable text in `language`, falling back to the other language when
 * it is missing or blank, so a shopper never sees an empty field (decision
 * 069). English columns are required, so an English read is its column as
 * before unless a blank English has a Bahasa text to show instead.
 */
export function translated(english: AnyColumn, bahasa: AnyColumn, language: Locale): SQL<string> {
  return language === 'id'
    ? sql<string>`coalesce(nullif(${bahasa}, ''), ${english})`
    : sql<string>`coalesce(nullif(${english}, ''), ${bahasa}, ${english})`
}

// Blank as SQL's nullif sees it; the editing screens trim what staff type.
const isBlank = (text: string | null | undefined): text is null | undefined | '' =>
  text === null || text === undefined || text === ''

/** The same rule for a text already read: `language`'s own unless it is blank. */
export function pickText<T extends string | null>(
  english: T,
  bahasa: string | null | undefined,
  language: Locale,
): T | string {
  if (language === 'id') return isBlank(bahasa) ? english : bahasa
  return isBlank(english) && !isBlank(bahasa) ? bahasa : english
}

/** A list of lines (a home section's title) is translated whole: half a title in each language reads wrong. */
export function pickLines(
  english: string[],
  bahasa: string[] | null | undefined,
  language: Locale,
): string[] {
  const usable = (lines: string[] | null | undefined): lines is string[] =>
    !!lines && lines.some((line) => !isBlank(line))
  if (language === 'id') return usable(bahasa) ? bahasa : english
  return usable(english) || !usable(bahasa) ? english : bahasa
}
