/**
 * The name on `window` of what the page's inline tap keeper hands the app (decision 031): a
 * function that stops recording taps on the server's HTML and returns the
 * buttons tapped, in order, so the app can answer them once it has hydrated.
 */
export const EARLY_TAPS = 'storeEarlyTaps'

/** At most this many taps are kept: a shopper tapping more while waiting is not choosing. */
export const EARLY_TAPS_KEPT = 8
