/** Lighthouse counts a task's time over this as blocking. */
const BLOCKING_MS = 50
/** The aim: no task over this after the first paint. */
export const LONG_AFTER_PAINT_MS = 100

export interface LongTask {
  start: number
  duration: number
}

export interface Blocking {
  /** Sum of each long task's time over 50 ms after the first contentful paint, as TBT counts it. */
  tbtMs: number
  longestTaskMs: number
  /** Tasks that ran more than 100 ms after the first contentful paint. */
  tasksOver100AfterPaint: number
}

/**
 * What the long tasks of one load add up to. A task that began before the
 * first paint counts from the paint on, as in Lighthouse, both for TBT and
 * for the 100 ms aim: the shopper was blocked only once there was a page.
 */
export function measureBlocking(tasks: readonly LongTask[], fcp: number): Blocking {
  const afterPaint = tasks.map(({ start, duration }) =>
    Math.max(0, start + duration - Math.max(start, fcp)),
  )
  return {
    tbtMs: Math.round(afterPaint.reduce((sum, time) => sum + Math.max(0, time - BLOCKING_MS), 0)),
    longestTaskMs: Math.round(Math.max(0, ...tasks.map((task) => task.duration))),
    tasksOver100AfterPaint: afterPaint.filter((time) => time > LONG_AFTER_PAINT_MS).length,
  }
}
