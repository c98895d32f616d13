import autocannon from 'autocannon'
import { defaultHeaders, DEFAULT_BRAND_CODE } from '@store/contract/headers'
import { round } from './table'

export interface LoadResult {
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  requests: number
  failures: number
}

/**
 * Fires requests at one URL for `duration` seconds from a worker thread, so
 * the load generator does not share the event loop of the server under test.
 */
export async function measureLoad(
  url: string,
  duration: number,
  connections: number,
  warmup = true,
  extraHeaders: Record<string, string> = {},
): Promise<LoadResult> {
  if (!/^http:\/\/127\.0\.0\.1:\d+\//.test(url))
    throw new Error(`The bench only loads 127.0.0.1, not ${url}`)
  const result = await autocannon({
    url,
    connections,
    duration,
    workers: 1,
    headers: {
      ...defaultHeaders({ accessToken: null, brand: DEFAULT_BRAND_CODE }),
      ...extraHeaders,
    },
    // A slow route must show up as high latency, not as dropped requests.
    timeout: 60,
    ...(warmup ? { warmup: { connections, duration: 1 } } : {}),
  })
  return {
    requestsPerSecond: round(result.requests.total / result.duration, 1),
    p50Ms: round(result.latency.p50, 1),
    p99Ms: round(result.latency.p99, 1),
    requests: result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx,
  }
}
