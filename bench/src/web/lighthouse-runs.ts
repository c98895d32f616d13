import type { LighthouseScores } from './lighthouse'

/**
 * The middle run by performance score (then LCP), as Lighthouse's own
 * guidance reads several runs on a machine whose timings wander.
 */
export function medianRun(runs: LighthouseScores[]): LighthouseScores {
  const ordered = [...runs].sort(
    (a, b) => (a.performance ?? -1) - (b.performance ?? -1) || (b.lcpMs ?? 0) - (a.lcpMs ?? 0),
  )
  const middle = ordered[Math.floor((ordered.length - 1) / 2)] ?? runs[0]!
  return {
    ...middle,
    runs: runs.map((run) => ({
      performance: run.performance,
      accessibility: run.accessibility,
      bestPractices: run.bestPractices,
      seo: run.seo,
      lcpMs: run.lcpMs,
      tbtMs: run.tbtMs,
      cls: run.cls,
      benchmarkIndex: run.benchmarkIndex,
      loadStart: run.loadStart,
      loadEnd: run.loadEnd,
    })),
  }
}

/** What a run that Lighthouse could not finish reports. */
export function failedRun(page: { name: string; url: string }, error: string): LighthouseScores {
  return {
    page: page.name,
    url: page.url,
    performance: null,
    accessibility: null,
    bestPractices: null,
    seo: null,
    lcpMs: null,
    tbtMs: null,
    cls: null,
    fcpMs: null,
    siMs: null,
    failing: [],
    failingDetails: {},
    error,
    benchmarkIndex: null,
    loadStart: null,
    loadEnd: null,
    runs: [],
  }
}
