import type { RowData } from '@tanstack/react-table'

declare module '@tanstack/react-table' {
  // The interface is TanStack's own, widened here; its type parameters must stay as it declares them.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /**
     * How a long value wraps. 'nowrap' keeps it on one line (a date, an amount, an
     * e-mail, which must not break a character a line); 'anywhere' breaks long text
     * without spaces (a JSON value) so it never runs off the table's edge. Otherwise
     * text wraps between words, and the table scrolls sideways before a word is cut.
     */
    wrap?: 'nowrap' | 'anywhere'
    align?: 'end'
    /** On a phone's scrolling table the column is left out (its cell folds into another). */
    wideOnly?: boolean
    /** A width the column keeps, as a literal class: 'min-w-64'. */
    width?: string
  }
}

export {}
