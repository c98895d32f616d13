import { readFileSync } from 'node:fs'

/** Linux counts CPU time in ticks of 1/100 s (USER_HZ). */
const MS_PER_TICK = 10

/** User plus system time of a /proc stat file, in ms, or null where /proc is not there. */
function statCpuMs(path: string): number | null {
  try {
    const stat = readFileSync(path, 'utf8')
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const user = Number(fields[11])
    const system = Number(fields[12])
    return Number.isFinite(user + system) ? (user + system) * MS_PER_TICK : null
  } catch {
    return null
  }
}

/**
 * CPU time the main thread has used so far, in ms, or null where /proc is
 * not there. The servers under test (and PGlite) run on the main thread and
 * autocannon in a worker, so the difference over a load is the servers'
 * own work: unlike req/s, it hardly changes when other processes take turns
 * on the machine's cores.
 */
export function mainThreadCpuMs(): number | null {
  return statCpuMs(`/proc/self/task/${process.pid}/stat`)
}

/** CPU time another process has used so far, all its threads counted, in ms. */
export function processCpuMs(pid: number): number | null {
  return statCpuMs(`/proc/${pid}/stat`)
}
