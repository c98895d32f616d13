// The parts of autocannon 8 the bench uses; the package ships no types.
declare module 'autocannon' {
  interface Options {
    url: string
    connections?: number
    duration?: number
    workers?: number
    timeout?: number
    headers?: Record<string, string>
    warmup?: { connections?: number; duration?: number }
  }
  interface Histogram {
    average: number
    p50: number
    p90: number
    p99: number
    max: number
  }
  interface Result {
    requests: Histogram & { total: number }
    latency: Histogram
    throughput: Histogram
    errors: number
    timeouts: number
    non2xx: number
    duration: number
  }
  function autocannon(options: Options): Promise<Result>
  export default autocannon
}
