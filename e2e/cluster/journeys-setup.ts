import { E2E_OPERATOR_TOKEN } from '../playwright.config'
import { CLUSTER_JOURNEYS_PORT } from '../playwright.cluster.config'
import { startCluster } from './harness'

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
  })
  process.env.E2E_DATA_DIR = cluster.dataDir
  process.env.E2E_CLUSTER_JOURNEY_LOG = cluster.journeyLogPath
  process.env.E2E_CLUSTER_INSTANCES = cluster.instances
    .map((instance) => new URL(instance.url).host)
    .join(',')
  return () => cluster.stop()
}
