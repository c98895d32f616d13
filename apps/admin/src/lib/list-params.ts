import { useSearchParams } from 'react-router'
import { parseId } from '@store/contract/ids'

export type ParamChanges = Record<string, string | number | null | undefined>

/**
 * The address's query after `changes`: a blank value takes its key away. A change
 * to anything but the page (`restart`: 'page', or the board's 'cursor') starts the
 * list again from its first page.
 */
export function withChanges(
  current: URLSearchParams,
  changes: ParamChanges,
  restart: readonly string[] = ['page'],
): URLSearchParams {
  const next = new URLSearchParams(current)
  for (const [key, value] of Object.entries(changes))
    if (value === undefined || value === null || value === '') next.delete(key)
    else next.set(key, String(value))
  if (!Object.keys(changes).some((key) => restart.includes(key)))
    for (const key of restart) next.delete(key)
  return next
}

/** One of `values`, or `fallback` for anything else a hand-typed address holds. */
export const oneOf = <T extends string>(values: readonly T[], raw: string | null, fallback: T) =>
  values.find((value) => value === raw) ?? fallback

/** A page number, an id or a count as the contract writes ids; 1 when it is not one. */
export const pageOf = (raw: string | null) => parseId(raw) ?? 1

/** An id filter (a category, a showroom), or none. */
export const idOf = (raw: string | null) => parseId(raw) ?? undefined

/** Typed text, or none when blank. */
export const textOf = (raw: string | null) => raw?.trim() || undefined

/**
 * A list's state (search, filters, sort, page) kept in the address, as Saleor's and
 * Medusa's lists do: a link, a reload or Back shows the same list. `read` turns the
 * address into the list's query; `update` writes changes as one history entry.
 */
export function useListParams<S>(
  read: (params: URLSearchParams) => S,
  restart: readonly string[] = ['page'],
) {
  const [params, setParams] = useSearchParams()
  const update = (changes: ParamChanges) =>
    setParams((current) => withChanges(current, changes, restart))
  return { query: read(params), params, update }
}
