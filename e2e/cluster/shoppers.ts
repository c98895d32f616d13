import { placeOrder, StepError } from './shop'
import type { Bill } from './shop'

export interface Journey {
  startedAt: number
  endedAt: number
  bill: Bill | null
  /** What the client saw when the journey stopped: an answer, or no answer at all. */
  failure: { status: number; body: unknown } | { thrown: string } | null
}

/**
 * Shoppers checking out one unit each, one journey after another, until `stop()`:
 * a sale in flight while a test breaks something under it.
 */
export function startShoppers(
  base: string,
  items: { productId: number; size: string }[],
  count: number,
) {
  if (items.length === 0) throw new Error('shoppers need something to buy')
  const journeys: Journey[] = []
  let stopped = false
  const shopper = async (index: number) => {
    for (let round = 0; !stopped; round++) {
      const item = items[(index + round) % items.length]
      if (!item) return
      const journey: Journey = { startedAt: Date.now(), endedAt: 0, bill: null, failure: null }
      try {
        journey.bill = await placeOrder(base, item)
      } catch (error) {
        journey.failure =
          error instanceof StepError
            ? { status: error.status, body: error.body }
            : { thrown: String(error) }
      }
      journey.endedAt = Date.now()
      journeys.push(journey)
    }
  }
  const running = Promise.all(Array.from({ length: count }, (_, index) => shopper(index)))
  return {
    journeys,
    /** Journeys finished so far. */
    done: () => journeys.length,
    stop: async () => {
      stopped = true
      await running
      return journeys
    },
  }
}
