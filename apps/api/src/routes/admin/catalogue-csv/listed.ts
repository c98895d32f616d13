import { CSV_MAX_CHANGES } from '@store/contract/admin/catalogue-csv-changes'
import type {
  CsvChange,
  CsvChanges,
  CsvConflict,
} from '@store/contract/admin/catalogue-csv-changes'

/** An answer's changes and conflicts: the first ones listed, all of them counted. */
export const listed = (changes: CsvChange[], conflicts: CsvConflict[]): CsvChanges => ({
  changes: changes.slice(0, CSV_MAX_CHANGES),
  change_count: changes.length,
  conflicts: conflicts.slice(0, CSV_MAX_CHANGES),
  conflict_count: conflicts.length,
})
