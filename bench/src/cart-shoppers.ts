import { parentPort, workerData } from 'node:worker_threads'
import { defaultHeaders, DEFAULT_BRAND_CODE } from '@store/contract/headers'

/**
 * Runs in a worker thread, so the load does not share the event loop of the
 * server under test. Each virtual shopper has its own device and repeats a
 * visit: add a line, raise it, read the cart, remove the line.
 */
export interface ShopperJob {
  baseUrl: string
  shoppers: number
  seconds: number
  items: { productId: number; size: string }[]
}

export type CallName = 'POST cart' | 'POST increment' | 'GET cart' | 'DELETE line'
export type Timings = Record<CallName, number[]> & { failures: number; firstFailure: string }

const job = workerData as ShopperJob
const headers = defaultHeaders({ accessToken: null, brand: DEFAULT_BRAND_CODE })
const jsonHeaders = { ...headers, 'content-type': 'application/json' }
const timings: Timings = {
  'POST cart': [],
  'POST increment': [],
  'GET cart': [],
  'DELETE line': [],
  failures: 0,
  firstFailure: '',
}

async function timed(name: CallName, url: string, init: RequestInit) {
  const started = performance.now()
  const response = await fetch(url, { ...init, headers: init.body ? jsonHeaders : headers })
  const body = await response.arrayBuffer()
  timings[name].push(performance.now() - started)
  if (response.status !== 200) {
    timings.failures += 1
    timings.firstFailure ||= `${name} ${response.status} ${new TextDecoder().decode(body).slice(0, 200)}`
  }
}

async function shopper(index: number, until: number) {
  const device = `bench-${process.pid}-${index}-${Math.random().toString(36).slice(2, 10)}`
  const item = job.items[index % job.items.length]
  if (!item) return
  const line = { local_device_id: device, product_detail_id: item.productId, size: item.size }
  const query = new URLSearchParams({ ...line, product_detail_id: String(item.productId) })
  while (performance.now() < until) {
    const body = JSON.stringify({ ...line, qty: 1 })
    await timed('POST cart', `${job.baseUrl}/api/cart`, { method: 'POST', body })
    await timed('POST increment', `${job.baseUrl}/api/cart-item-increment-qty`, {
      method: 'POST',
      body,
    })
    await timed('GET cart', `${job.baseUrl}/api/cart?local_device_id=${device}`, {})
    await timed('DELETE line', `${job.baseUrl}/api/cart-item-remove?${query.toString()}`, {
      method: 'DELETE',
    })
  }
}

const until = performance.now() + job.seconds * 1000
await Promise.all(Array.from({ length: job.shoppers }, (_, index) => shopper(index, until)))
parentPort?.postMessage(timings)
