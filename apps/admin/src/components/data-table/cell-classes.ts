import type { ColumnMeta } from '@tanstack/react-table'
import './column-meta'

export type Density = 'compact' | 'roomy'

/** The padding and vertical alignment of every cell: compact rows centre a thumbnail beside one line. */
export const DENSITY: Record<Density, string> = {
  compact: 'px-3 py-2 align-middle',
  roomy: 'px-4 py-3 align-top',
}

const WRAP = {
  nowrap: 'whitespace-nowrap',
  anywhere: '[overflow-wrap:anywhere]',
  words: '[overflow-wrap:break-word]',
} as const

/** The classes a column's meta gives its header and cells, on a wide screen. */
export function columnClasses(meta: ColumnMeta<unknown, unknown> | undefined): string {
  return [
    WRAP[meta?.wrap ?? 'words'],
    meta?.align === 'end' ? 'text-right' : '',
    meta?.wideOnly ? 'hidden md:table-cell' : '',
    meta?.width ?? '',
  ]
    .filter(Boolean)
    .join(' ')
}
