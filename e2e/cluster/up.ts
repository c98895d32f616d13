import { startCluster } from './harness'

/**
 * `npm run cluster [-- N]`: the production arrangement on this machine (PostgreSQL, N
 * compiled instances, nginx) until Ctrl-C, everything in a temporary folder.
 */
const count = Number(process.argv[2] ?? 2)
const cluster = await startCluster({
  instances: count,
  basePort: Number(process.env.CLUSTER_PORT ?? 27_600),
})
console.log(`The store through nginx: ${cluster.url}`)
for (const instance of cluster.instances)
  console.log(`instance ${instance.index + 1}: ${instance.url} (metrics ${instance.metricsUrl})`)
console.log(`PostgreSQL: ${cluster.databaseUrl}`)
const stop = () => void cluster.stop().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
