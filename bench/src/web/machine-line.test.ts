import { expect, test } from 'vitest'
import { machineLine } from './machine-line'

const host = { cpus: 2, cpuModel: 'AMD EPYC 7B13', loadAverage: [0.5, 1.78, 3.375] }

test('the machine line names the load averages, the cores and the CPU before any run', () => {
  expect(machineLine(host)).toBe(
    'machine: load average 0.50 / 1.78 / 3.38 (1 / 5 / 15 min), 2 cores, AMD EPYC 7B13, benchmark index after the first Lighthouse run',
  )
})

test("the machine line gives Lighthouse's benchmark index once a run has measured it", () => {
  expect(machineLine(host, 1523.6)).toMatch(/, Lighthouse benchmark index 1524$/)
})
