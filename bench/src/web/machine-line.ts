export interface Host {
  cpus: number
  cpuModel: string
  loadAverage: number[]
}

/**
 * What the figures below were measured on, first in the web bench's output:
 * a loaded or slow machine raises every timing, the reference's included.
 */
export function machineLine(host: Host, benchmarkIndex: number | null = null): string {
  const index =
    benchmarkIndex === null
      ? 'benchmark index after the first Lighthouse run'
      : `Lighthouse benchmark index ${Math.round(benchmarkIndex)}`
  return `machine: load average ${host.loadAverage.map((value) => value.toFixed(2)).join(' / ')} (1 / 5 / 15 min), ${host.cpus} cores, ${host.cpuModel}, ${index}`
}
