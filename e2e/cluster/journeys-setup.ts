import { E2E_OPERATOR_TOKEN } from '../playwright.config'
import { CLUSTER_JOURNEYS_PORT } from '../playwright.cluster.config'
import { startCluster } from './harness'
import type { Cluster } from './harness'

/**
 * Starts PostgreSQL, two compiled instances and nginx for the cluster journeys, and stops
 * them after. The shop's journeys read the store's mail and order-link secret from
 * E2E_DATA_DIR and call the operator with the e2e token, as they do on one store; workers
 * inherit what is set here.
 */
export default async function startJourneyCluster() {
  const cluster = await startCluster({
    instances: 2,
    basePort: CLUSTER_JOURNEYS_PORT,
    operatorToken: E2E_OPERATOR_TOKEN,
    // Kept answers outlive every journey: only the change notice tells an instance of
    // another's write, as a stock change must.
    env: { ANSWER_CACHE_TTL_SECONDS: '3600' },
  })
  process.env.E2E_DATA_DIR = cluster.dataDir
  process.env.E2E_CLUSTER_JOURNEY_LOG = cluster.journeyLogPath
  process.env.E2E_CLUSTER_INSTANCES = cluster.instances
    .map((instance) => new URL(instance.url).host)
    .join(',')
  return async () => {
    const answered = await answeredPerInstance(cluster)
    await cluster.stop()
    console.log(
      `nginx sent the journeys' requests to ${Object.entries(answered)
        .map(([instance, count]) => `${instance}: ${count}`)
        .join(', ')}`,
    )
    if (Object.values(answered).some((count) => count === 0))
      throw new Error('one instance answered none of the journeys: they proved nothing about two')
  }
}

async function answeredPerInstance(cluster: Cluster): Promise<Record<string, number>> {
  const answered = Object.fromEntries(
    cluster.instances.map((instance) => [new URL(instance.url).host, 0]),
  )
  for (const line of await cluster.accessLog()) {
    const upstream = line.split(' ').at(-1) ?? ''
    if (upstream in answered) answered[upstream] = (answered[upstream] ?? 0) + 1
  }
  return answered
}
