import { expect, test } from 'vitest'
import type { LighthouseRun, LighthouseScores } from './lighthouse'
import { failedRun } from './lighthouse-runs'
import { lighthouseVersusReference, runsMachine, runsMachineTable } from './lighthouse-tables'

function run(overrides: Partial<LighthouseRun> = {}): LighthouseRun {
  return {
    performance: 100,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcpMs: 1000,
    tbtMs: 0,
    cls: 0,
    benchmarkIndex: 1500,
    loadStart: 1,
    loadEnd: 1,
    ...overrides,
  }
}

function scores(name: string, runs: LighthouseRun[]): LighthouseScores {
  return { ...failedRun({ name, url: `http://127.0.0.1/${name}` }, ''), error: null, runs }
}

test('each figure beside the reference is its own median over the runs, not the median run', () => {
  const home = scores('home', [
    run({ performance: 90, tbtMs: 300, lcpMs: 1500 }),
    run({ performance: 98, tbtMs: 40, lcpMs: 2400 }),
    run({ performance: 99, tbtMs: 120, lcpMs: 1200 }),
  ])
  const reference = scores('reference', [
    run({ tbtMs: 0, lcpMs: 800 }),
    run({ tbtMs: 20, lcpMs: 700 }),
    run({ tbtMs: 10, lcpMs: 750 }),
  ])
  expect(lighthouseVersusReference([home, reference])).toEqual([
    {
      page: 'home',
      performance: { page: 98, reference: 100, difference: -2, ratio: 0.98 },
      tbtMs: { page: 120, reference: 10, difference: 110, ratio: 12 },
      lcpMs: { page: 1500, reference: 750, difference: 750, ratio: 2 },
    },
  ])
})

test("the machine's benchmark index and load are given over every run, the reference's included", () => {
  const machine = runsMachine([
    scores('home', [run({ benchmarkIndex: 1400, loadStart: 0.5, loadEnd: 2.25 })]),
    scores('reference', [
      run({ benchmarkIndex: 1600, loadStart: 1.5, loadEnd: 1.75 }),
      run({ benchmarkIndex: null, loadStart: 3, loadEnd: 0.75 }),
    ]),
  ])
  expect(machine).toEqual({
    runs: 3,
    benchmarkIndex: { min: 1400, median: 1500, max: 1600 },
    loadStart: { min: 0.5, median: 1.5, max: 3 },
    loadEnd: { min: 0.75, median: 1.75, max: 2.25 },
  })
  expect(runsMachineTable(machine)).toMatch(/^benchmark index +1400 +1500 +1600$/m)
})
