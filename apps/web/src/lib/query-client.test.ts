import { QueryObserver } from '@tanstack/react-query'
import { describe, expect, test } from 'vitest'
import { createQueryClient, refetchAfterChange } from './query-client'

/**
 * A server that reads the wishlist when asked but holds its answers until
 * told, as a slow connection does; from then on it answers at once.
 */
function slowServer() {
  let wishlist: number[] = []
  let holding = true
  const held: (() => void)[] = []
  return {
    add: (id: number) => (wishlist = [...wishlist, id]),
    read: () => {
      const answer = [...wishlist]
      if (!holding) return Promise.resolve(answer)
      return new Promise<number[]>((resolve) => held.push(() => resolve(answer)))
    },
    answer: () => {
      holding = false
      held.splice(0).forEach((send) => send())
    },
  }
}

describe('reading again after a change', () => {
  test('a first read answered before the change does not stand once the change is made', async () => {
    const client = createQueryClient()
    const server = slowServer()
    const observer = new QueryObserver(client, { queryKey: ['wishlist'], queryFn: server.read })
    const unsubscribe = observer.subscribe(() => undefined)
    // The first read is on its way, then the change lands and the page asks for the list again.
    server.add(7)
    const refetched = refetchAfterChange(client, ['wishlist'])
    await Promise.resolve()
    server.answer()
    await refetched
    expect(client.getQueryData(['wishlist'])).toEqual([7])
    unsubscribe()
  })

  test('plain invalidation would join the stale first read (why the helper cancels it)', async () => {
    const client = createQueryClient()
    const server = slowServer()
    const observer = new QueryObserver(client, { queryKey: ['wishlist'], queryFn: server.read })
    const unsubscribe = observer.subscribe(() => undefined)
    server.add(7)
    const invalidated = client.invalidateQueries({ queryKey: ['wishlist'] })
    await Promise.resolve()
    server.answer()
    await invalidated
    expect(client.getQueryData(['wishlist'])).toEqual([])
    unsubscribe()
  })
})
