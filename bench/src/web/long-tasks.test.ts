import { expect, test } from 'vitest'
import { measureBlocking } from './long-tasks'

test('blocking time counts each long task over 50 ms from the first paint on', () => {
  const blocking = measureBlocking(
    [
      { start: 100, duration: 200 },
      { start: 400, duration: 80 },
      { start: 600, duration: 40 },
    ],
    200,
  )
  // 100 ms of the first task fall after the paint at 200 ms: 50 over; the second is 30 over.
  expect(blocking.tbtMs).toBe(80)
  expect(blocking.longestTaskMs).toBe(200)
})

test('a task over 100 ms before the first paint is not one the shopper waited on', () => {
  expect(measureBlocking([{ start: 0, duration: 150 }], 300).tasksOver100AfterPaint).toBe(0)
})

test('tasks over 100 ms after the first paint are counted, a task straddling it by its part after', () => {
  const tasks = [
    { start: 500, duration: 101 },
    { start: 700, duration: 100 },
    { start: 150, duration: 200 },
    { start: 50, duration: 300 },
  ]
  // Paint at 200: the third task's part after it is 150 ms, the fourth's is 150 ms too.
  expect(measureBlocking(tasks, 200).tasksOver100AfterPaint).toBe(3)
})

test('a load with no long task blocks for nothing', () => {
  expect(measureBlocking([], 400)).toEqual({
    tbtMs: 0,
    longestTaskMs: 0,
    tasksOver100AfterPaint: 0,
  })
})
