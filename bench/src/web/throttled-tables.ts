import { formatTable } from '../table'
import { LONG_AFTER_PAINT_MS } from './long-tasks'
import type { ThrottledLoad, ThrottledPage } from './throttled-loads'
import { REFERENCE, cell, median, versus } from './versus-reference'
import type { Versus } from './versus-reference'

/** The aim: TBT within this of the reference's, and no task over 100 ms after the first paint. */
export const TBT_OVER_REFERENCE_MS = 50

const middle = (page: ThrottledPage, pick: (load: ThrottledLoad) => number) =>
  median(page.loads.map(pick))

export function throttledTable(pages: ThrottledPage[]): string {
  return formatTable(
    [
      'page',
      'TBT ms',
      'longest task ms',
      `tasks > ${LONG_AFTER_PAINT_MS} ms after paint`,
      'FCP ms',
      'LCP ms',
      'hydrated ms',
      'loads: TBT',
      'error',
    ],
    pages.map((page) => [
      page.page,
      cell(middle(page, (load) => load.tbtMs)),
      cell(middle(page, (load) => load.longestTaskMs)),
      cell(middle(page, (load) => load.tasksOver100AfterPaint)),
      cell(middle(page, (load) => load.fcpMs)),
      cell(middle(page, (load) => load.lcpMs)),
      cell(middle(page, (load) => load.hydratedMs)),
      page.loads.map((load) => load.tbtMs).join(' '),
      page.error ?? '',
    ]),
  )
}

export interface ThrottledVersus {
  page: string
  tbtMs: Versus
  longestTaskMs: Versus
  tasksOver100AfterPaint: Versus
  /** How many of the page's loads had a task over 100 ms after the first paint. */
  loadsWithTaskOver100: number
  loads: number
  /** TBT within 50 ms of the reference's and no task over 100 ms after paint, by the medians. */
  withinAim: boolean | null
}

/** Each page's medians beside the reference page's, loaded in turn with it. */
export function throttledVersusReference(pages: ThrottledPage[]): ThrottledVersus[] {
  const reference = pages.find((page) => page.page === REFERENCE)
  const of = (page: ThrottledPage | undefined, pick: (load: ThrottledLoad) => number) =>
    page ? middle(page, pick) : null
  return pages
    .filter((page) => page.page !== REFERENCE)
    .map((page) => {
      const tbtMs = versus(
        of(page, (load) => load.tbtMs),
        of(reference, (load) => load.tbtMs),
      )
      const over = of(page, (load) => load.tasksOver100AfterPaint)
      return {
        page: page.page,
        tbtMs,
        longestTaskMs: versus(
          of(page, (load) => load.longestTaskMs),
          of(reference, (load) => load.longestTaskMs),
        ),
        tasksOver100AfterPaint: versus(
          over,
          of(reference, (load) => load.tasksOver100AfterPaint),
        ),
        loadsWithTaskOver100: page.loads.filter((load) => load.tasksOver100AfterPaint > 0).length,
        loads: page.loads.length,
        withinAim:
          tbtMs.difference === null || over === null
            ? null
            : tbtMs.difference <= TBT_OVER_REFERENCE_MS && over === 0,
      }
    })
}

export function throttledVersusTable(rows: ThrottledVersus[]): string {
  return formatTable(
    [
      'page',
      'TBT ms',
      'reference',
      'difference',
      'ratio',
      'longest task ms',
      'reference',
      `tasks > ${LONG_AFTER_PAINT_MS} ms`,
      'reference',
      'loads with one',
      `TBT <= reference + ${TBT_OVER_REFERENCE_MS}, no task > ${LONG_AFTER_PAINT_MS}`,
    ],
    rows.map((row) => [
      row.page,
      cell(row.tbtMs.page),
      cell(row.tbtMs.reference),
      cell(row.tbtMs.difference),
      cell(row.tbtMs.ratio),
      cell(row.longestTaskMs.page),
      cell(row.longestTaskMs.reference),
      cell(row.tasksOver100AfterPaint.page),
      cell(row.tasksOver100AfterPaint.reference),
      `${row.loadsWithTaskOver100}/${row.loads}`,
      row.withinAim === null ? '-' : row.withinAim ? 'ok' : 'OVER',
    ]),
  )
}
