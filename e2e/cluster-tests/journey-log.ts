import { readFile } from 'node:fs/promises'

/** One request of a journey as nginx logged it, and the instance that answered it. */
export interface Served {
  method: string
  path: string
  status: number
  instance: string
}

/** The store instances behind nginx (host:port), as the cluster's global setup started them. */
export function clusterInstances(): string[] {
  const hosts = process.env.E2E_CLUSTER_INSTANCES
  if (!hosts) throw new Error('E2E_CLUSTER_INSTANCES is unset: run playwright.cluster.config.ts')
  return hosts.split(',').sort()
}

/** The requests a journey named with its X-Journey header, in the order nginx answered them. */
export async function servedFor(journey: string): Promise<Served[]> {
  const file = process.env.E2E_CLUSTER_JOURNEY_LOG
  if (!file) throw new Error('E2E_CLUSTER_JOURNEY_LOG is unset: run playwright.cluster.config.ts')
  return (await readFile(file, 'utf8'))
    .split('\n')
    .map((line) => line.split(' '))
    .filter(([name]) => name === journey)
    .map(([, method = '', uri = '', status = '', ...upstream]) => ({
      method,
      path: uri.split('?')[0] ?? '',
      status: Number(status),
      // A request nginx passed on after a failure names both: 'a:1, b:2'.
      instance: upstream.join(' '),
    }))
}

/** The instances that answered a journey's requests of one method and path, by name. */
export const instancesThatServed = (served: Served[], method: string, path: string) =>
  [
    ...new Set(
      served.filter((line) => line.method === method && line.path === path).map((l) => l.instance),
    ),
  ].sort()
