import { describe, expect, test } from 'vitest'
import type { PaymentNotification } from '@store/contract/payment'
import { createNotifier } from './notifier'

const body = { bill_no: 'KN-1', trx_id: '1', merchant_id: '99999' } as PaymentNotification
const ok = () => Response.json({ response_code: '00' })
const alreadyPaid = () => Response.json({ response_code: '14' })
const refused = () => Response.json({ error: { message: 'bad signature' } }, { status: 400 })

function receiver(answers: (() => Response)[]) {
  const calls: string[] = []
  const fake: typeof fetch = (_url, init) => {
    calls.push(typeof init?.body === 'string' ? init.body : '')
    const next = answers.shift()
    return next ? Promise.resolve(next()) : Promise.reject(new TypeError('fetch failed'))
  }
  return { fetch: fake, calls }
}

const noWait = () => Promise.resolve()

describe('the payment notifier', () => {
  test('posts the notification as JSON once when the store accepts it', async () => {
    const store = receiver([ok])
    const notifier = createNotifier({ url: 'http://store/n', fetch: store.fetch, sleep: noWait })
    expect(await notifier.deliver(body)).toEqual({ delivered: true, retrying: null })
    expect(store.calls.map((call) => JSON.parse(call) as unknown)).toEqual([body])
  })

  test("counts 'already paid' as an answer, not a failure", async () => {
    const store = receiver([alreadyPaid])
    const notifier = createNotifier({ url: 'http://store/n', fetch: store.fetch, sleep: noWait })
    expect((await notifier.deliver(body)).delivered).toBe(true)
  })

  test('retries in the background until the store answers OK', async () => {
    const store = receiver([refused, () => new Response('oops', { status: 502 }), ok])
    const notifier = createNotifier({ url: 'http://store/n', fetch: store.fetch, sleep: noWait })
    const first = await notifier.deliver(body)
    expect(first.delivered).toBe(false)
    expect(await first.retrying).toBe(true)
    expect(store.calls).toHaveLength(3)
  })

  test('gives up after three retries and says why', async () => {
    const store = receiver([])
    const problems: string[] = []
    const notifier = createNotifier({
      url: 'http://store/n',
      fetch: store.fetch,
      sleep: noWait,
      onGiveUp: (problem) => problems.push(problem),
    })
    const first = await notifier.deliver(body)
    await notifier.idle()
    expect(await first.retrying).toBe(false)
    expect(store.calls).toHaveLength(4)
    expect(problems).toEqual(['notification for bill KN-1 not accepted: fetch failed'])
  })

  test('stops retrying when the server closes, instead of holding the shutdown', async () => {
    const store = receiver([])
    const problems: string[] = []
    const notifier = createNotifier({
      url: 'http://store/n',
      fetch: store.fetch,
      retries: { delaysMs: [60_000], afterLast: 'repeat' },
      onGiveUp: (problem) => problems.push(problem),
    })
    await notifier.deliver(body)
    await notifier.idle(true)
    expect(store.calls).toHaveLength(1)
    expect(problems[0]).toMatch(/retries stopped as the server closed/)
  })
})

test('bills retried one after another leave no listener behind on the shutdown signal', async () => {
  const warnings: string[] = []
  const onWarning = (warning: Error) => warnings.push(warning.name)
  process.on('warning', onWarning)
  try {
    const notifier = createNotifier({
      url: 'http://store/n',
      fetch: receiver([]).fetch,
      retries: { delaysMs: [1, 1, 1], afterLast: 'give-up' },
    })
    for (let bill = 0; bill < 12; bill += 1) {
      const { retrying } = await notifier.deliver({ ...body, bill_no: `KN-${bill}` })
      await retrying
    }
    await notifier.idle()
    await new Promise((resolve) => setImmediate(resolve))
  } finally {
    process.off('warning', onWarning)
  }
  expect(warnings).not.toContain('MaxListenersExceededWarning')
})
