import type { PaymentNotification } from '@store/contract/payment'
import { PAYMENT_NOTIFICATION_RETRIES, retryDelay } from '../../../lib/retry-schedule'
import type { RetrySchedule } from '../../../lib/retry-schedule'

export interface NotifierOptions {
  url: string
  fetch?: typeof fetch
  /** Faspay retries 3 times without an OK answer (PAYMENT_NOTIFICATION_RETRIES). */
  retries?: RetrySchedule
  timeoutMs?: number
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>
  onGiveUp?: (problem: string) => void
}

/** Waits `ms`, or less when the server is closing; either way it stops listening for the close. */
function wait(ms: number, signal: AbortSignal) {
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    signal.addEventListener('abort', done, { once: true })
  })
}

/** One POST; OK means HTTP 2xx with response_code '00' (accepted) or '14' (already paid). */
async function postOnce(
  options: NotifierOptions,
  body: PaymentNotification,
): Promise<string | null> {
  try {
    const response = await (options.fetch ?? fetch)(options.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
    })
    const answer = (await response.json().catch(() => null)) as { response_code?: unknown } | null
    const code = answer?.response_code
    if (response.ok && (code === '00' || code === '14')) return null
    return `HTTP ${response.status}, response_code ${JSON.stringify(code ?? null)}`
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}

/**
 * Sends notifications as Faspay does. The first attempt is awaited so the
 * store usually knows before the shopper returns; retries run in the
 * background; `idle(true)` cuts them short when the server closes.
 */
export function createNotifier(options: NotifierOptions) {
  const schedule = options.retries ?? PAYMENT_NOTIFICATION_RETRIES
  const sleep = options.sleep ?? wait
  const background = new Set<Promise<boolean>>()
  const closing = new AbortController()

  async function retry(body: PaymentNotification, firstProblem: string): Promise<boolean> {
    let problem = firstProblem
    for (let attempt = 1; ; attempt += 1) {
      const delay = retryDelay(schedule, attempt)
      if (delay === null) break
      await sleep(delay, closing.signal)
      if (closing.signal.aborted) {
        problem = `${problem}; retries stopped as the server closed`
        break
      }
      const next = await postOnce(options, body)
      if (next === null) return true
      problem = next
    }
    options.onGiveUp?.(`notification for bill ${body.bill_no} not accepted: ${problem}`)
    return false
  }

  return {
    /** True when the first attempt was accepted; otherwise `retrying` settles with the final word. */
    async deliver(body: PaymentNotification) {
      const problem = await postOnce(options, body)
      if (problem === null) return { delivered: true, retrying: null }
      const retrying = retry(body, problem)
      background.add(retrying)
      void retrying.finally(() => background.delete(retrying))
      return { delivered: false, retrying }
    },
    /** Waits for retries in flight; `stop` first cuts their waits short (the server is closing). */
    async idle(stop = false) {
      if (stop) closing.abort()
      await Promise.all(background)
    },
  }
}
export type Notifier = ReturnType<typeof createNotifier>
