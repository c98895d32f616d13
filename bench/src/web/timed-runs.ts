import type { BenchOptions } from '../options'
import { machine } from '../results'
import { runLighthouse } from './lighthouse'
import type { LighthouseScores } from './lighthouse'
import {
  lighthouseTable,
  lighthouseVersusReference,
  lighthouseVersusTable,
  runsMachine,
  runsMachineTable,
} from './lighthouse-tables'
import type { LighthouseVersus, RunsMachine } from './lighthouse-tables'
import { machineLine } from './machine-line'
import { runThrottledLoads } from './throttled-loads'
import type { ThrottledPage } from './throttled-loads'
import { throttledTable, throttledVersusReference, throttledVersusTable } from './throttled-tables'
import type { ThrottledVersus } from './throttled-tables'
import { REFERENCE } from './versus-reference'

export interface TimedRuns {
  lighthouse: LighthouseScores[]
  lighthouseVsReference: LighthouseVersus[]
  lighthouseMachine: RunsMachine | null
  throttled: ThrottledPage[]
  throttledVsReference: ThrottledVersus[]
}

/**
 * Lighthouse and the 4x-slowed loads over the store's pages and the
 * reference page, which takes its turn after them in every round, in the
 * same browser: each page's timings are read beside the reference's.
 */
export async function runTimed(
  options: BenchOptions,
  pages: { name: string; url: string }[],
  referenceUrl: string,
): Promise<TimedRuns> {
  const all = [...pages, { name: REFERENCE, url: referenceUrl }]
  const timed: TimedRuns = {
    lighthouse: [],
    lighthouseVsReference: [],
    lighthouseMachine: null,
    throttled: [],
    throttledVsReference: [],
  }
  if (options.lighthouse) {
    // The seed configures the home popup; on this phone-sized audit it stays closed (decision 033).
    timed.lighthouse = await runLighthouse(all, options.lighthouseRuns, (index) =>
      console.log(`  ${machineLine(machine(), index)}`),
    )
    timed.lighthouseVsReference = lighthouseVersusReference(timed.lighthouse)
    timed.lighthouseMachine = runsMachine(timed.lighthouse)
    console.log(
      `\nLighthouse 12 (mobile preset: simulated slow 4G, 4x CPU slowdown; the median of ${options.lighthouseRuns} runs per page)\n\n${lighthouseTable(timed.lighthouse)}`,
    )
    console.log(
      `\nScored audits below 90:\n${timed.lighthouse.map((score) => `  ${score.page}: ${score.failing.join(', ') || 'none'}`).join('\n')}`,
    )
    console.log(
      `\nBeside the reference page (each figure's median over the runs; ratio = page / reference)\n\n${lighthouseVersusTable(timed.lighthouseVsReference)}`,
    )
    console.log(`\n${runsMachineTable(timed.lighthouseMachine)}`)
  }
  if (options.throttledLoads > 0) {
    timed.throttled = await runThrottledLoads(all, options.throttledLoads)
    timed.throttledVsReference = throttledVersusReference(timed.throttled)
    console.log(
      `\nIn Chromium with the CPU slowed 4x, phone-sized, no network throttling (the median of ${options.throttledLoads} loads per page; TBT from the long tasks the browser reported after the first paint, until 1.5 s after hydrating)\n\n${throttledTable(timed.throttled)}`,
    )
    console.log(
      `\nBeside the reference page, CPU slowed 4x (medians over the loads; ratio = page / reference)\n\n${throttledVersusTable(timed.throttledVsReference)}`,
    )
  }
  return timed
}
