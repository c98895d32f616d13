/**
 * The server's clock. Promos, holds and scheduled jobs read `now()`. In a
 * demo or an end-to-end run (CLOCK_SHIFT=on) the operator can move it
 * forward, so a 24-hour hold can be seen to end without waiting a day.
 */
export interface Clock {
  now: () => Date
  /** True when the operator may move the clock (CLOCK_SHIFT=on). */
  readonly adjustable: boolean
  /** How far the clock runs ahead of the base clock, in milliseconds. */
  offsetMs: () => number
  /** Moves the clock forward; refused when it is not adjustable. */
  advance: (ms: number) => void
}

export function createClock(base: () => Date, adjustable: boolean): Clock {
  let offset = 0
  return {
    now: () => (offset === 0 ? base() : new Date(base().getTime() + offset)),
    adjustable,
    offsetMs: () => offset,
    advance(ms) {
      if (!adjustable) throw new Error('the clock is fixed (CLOCK_SHIFT=off)')
      offset += ms
    },
  }
}
