import { formatTable } from '../table'
import type { LighthouseRun, LighthouseScores } from './lighthouse'
import { REFERENCE, cell, median, spread, versus } from './versus-reference'
import type { Spread, Versus } from './versus-reference'

/** The lowest category scores and the highest CLS of every run, not only the reported one. */
function acrossRuns(runs: LighthouseScores['runs']): string {
  const lowest = (pick: (run: LighthouseScores['runs'][number]) => number | null) =>
    runs.some((run) => pick(run) === null) ? '-' : Math.min(...runs.map((run) => pick(run)!))
  const highestCls = runs.some((run) => run.cls === null)
    ? '-'
    : Math.max(...runs.map((run) => run.cls!))
  return `${lowest((run) => run.accessibility)} / ${lowest((run) => run.bestPractices)} / ${lowest((run) => run.seo)}, ${highestCls}`
}

export function lighthouseTable(scores: LighthouseScores[]): string {
  return formatTable(
    [
      'page',
      'performance',
      'accessibility',
      'best practices',
      'SEO',
      'LCP ms',
      'TBT ms',
      'CLS',
      'FCP ms',
      'SI ms',
      'runs: perf / LCP / TBT',
      'all runs: lowest a11y / BP / SEO, highest CLS',
      'error',
    ],
    scores.map((score) => [
      score.page,
      score.performance ?? '-',
      score.accessibility ?? '-',
      score.bestPractices ?? '-',
      score.seo ?? '-',
      score.lcpMs ?? '-',
      score.tbtMs ?? '-',
      score.cls ?? '-',
      score.fcpMs ?? '-',
      score.siMs ?? '-',
      score.runs
        .map((run) => `${run.performance ?? '-'}/${run.lcpMs ?? '-'}/${run.tbtMs ?? '-'}`)
        .join('  '),
      acrossRuns(score.runs),
      score.error ?? '',
    ]),
  )
}

export interface LighthouseVersus {
  page: string
  performance: Versus
  tbtMs: Versus
  lcpMs: Versus
}

/** Each page's median over its runs, figure by figure, beside the reference page's. */
export function lighthouseVersusReference(scores: LighthouseScores[]): LighthouseVersus[] {
  const reference = scores.find((score) => score.page === REFERENCE)
  const of = (score: LighthouseScores | undefined, pick: (run: LighthouseRun) => number | null) =>
    score ? median(score.runs.map(pick)) : null
  const pair = (score: LighthouseScores, pick: (run: LighthouseRun) => number | null) =>
    versus(of(score, pick), of(reference, pick))
  return scores
    .filter((score) => score.page !== REFERENCE)
    .map((score) => ({
      page: score.page,
      performance: pair(score, (run) => run.performance),
      tbtMs: pair(score, (run) => run.tbtMs),
      lcpMs: pair(score, (run) => run.lcpMs),
    }))
}

export function lighthouseVersusTable(rows: LighthouseVersus[]): string {
  return formatTable(
    [
      'page',
      'performance',
      'reference',
      'ratio',
      'TBT ms',
      'reference',
      'difference',
      'ratio',
      'LCP ms',
      'reference',
      'ratio',
    ],
    rows.map((row) => [
      row.page,
      cell(row.performance.page),
      cell(row.performance.reference),
      cell(row.performance.ratio),
      cell(row.tbtMs.page),
      cell(row.tbtMs.reference),
      cell(row.tbtMs.difference),
      cell(row.tbtMs.ratio),
      cell(row.lcpMs.page),
      cell(row.lcpMs.reference),
      cell(row.lcpMs.ratio),
    ]),
  )
}

export interface RunsMachine {
  runs: number
  benchmarkIndex: Spread | null
  loadStart: Spread | null
  loadEnd: Spread | null
}

/** The machine over every Lighthouse run of every page, the reference's included. */
export function runsMachine(scores: LighthouseScores[]): RunsMachine {
  const runs = scores.flatMap((score) => score.runs)
  return {
    runs: runs.length,
    benchmarkIndex: spread(runs.map((run) => run.benchmarkIndex)),
    loadStart: spread(runs.map((run) => run.loadStart)),
    loadEnd: spread(runs.map((run) => run.loadEnd)),
  }
}

export function runsMachineTable(machine: RunsMachine): string {
  const row = (name: string, values: Spread | null, digits: number) => [
    name,
    values ? cell(values.min, digits) : '-',
    values ? cell(values.median, digits) : '-',
    values ? cell(values.max, digits) : '-',
  ]
  return formatTable(
    [`over the ${machine.runs} Lighthouse runs`, 'min', 'median', 'max'],
    [
      row('benchmark index', machine.benchmarkIndex, 0),
      row('load average (1 min) at the start', machine.loadStart, 2),
      row('load average (1 min) at the end', machine.loadEnd, 2),
    ],
  )
}
