import { mkdir, writeFile } from 'node:fs/promises'
import { cpus, loadavg, totalmem } from 'node:os'
import { join } from 'node:path'
import { resultsDir } from './paths'

export function machine() {
  return {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round(totalmem() / 1024 ** 3),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    /** Other work on the machine skews every figure; ratios within one run less so. */
    loadAverage: loadavg().map((value) => Math.round(value * 100) / 100),
  }
}

/** Writes one run's figures to bench/results/<suite>-<time>.json and <suite>-latest.json. */
export async function writeResults(suite: string, data: unknown): Promise<string> {
  await mkdir(resultsDir, { recursive: true })
  const body = JSON.stringify(
    { suite, date: new Date().toISOString(), machine: machine(), ...(data as object) },
    null,
    2,
  )
  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  const path = join(resultsDir, `${suite}-${stamp}.json`)
  await writeFile(path, body)
  await writeFile(join(resultsDir, `${suite}-latest.json`), body)
  return path
}
