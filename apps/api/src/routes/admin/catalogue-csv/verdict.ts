import type { Revision } from './fingerprint'

/**
 * What to do with a cell (or cells that change together) the file gives
 * (decision 101): `same` as the store; `change` it; `keep` the store's (the
 * file holds it as exported, the store changed since); or a `conflict`, both
 * having changed it since the export.
 */
export type Verdict = 'same' | 'change' | 'keep' | 'conflict'

export function verdictOf(
  keys: readonly string[],
  file: readonly string[],
  store: readonly string[],
  revision: Revision | null,
  overwrite: boolean,
): Verdict {
  if (file.every((text, index) => text === store[index])) return 'same'
  // A row the export did not write says nothing of what it was: the file's cells are what the owner means.
  if (!revision) return 'change'
  if (keys.every((key, index) => revision.had(key, file[index] ?? ''))) return 'keep'
  if (keys.every((key, index) => revision.had(key, store[index] ?? ''))) return 'change'
  return overwrite ? 'change' : 'conflict'
}
