import { QueryObserver } from '@tanstack/react-query'
import type { QueryClient } from '@tanstack/react-query'
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

/**
 * The page's first read of the wishlist is on its way when a change lands and
 * `readAgain` asks for the list again; returns what the page then holds.
 */
async function afterChangeDuringFirstRead(readAgain: (client: QueryClient) => Promise<unknown>) {
  const client = createQueryClient()
  const server = slowServer()
  const observer = new QueryObserver(client, { queryKey: ['wishlist'], queryFn: server.read })
  const unsubscribe = observer.subscribe(() => undefined)
  server.add(7)
  const readingAgain = readAgain(client)
  await Promise.resolve()
  server.answer()
  await readingAgain
  unsubscribe()
  return client.getQueryData(['wishlist'])
}

describe('reading again after a change', () => {
  test('a first read answered before the change does not stand once the change is made', async () => {
    expect(
      await afterChangeDuringFirstRead((client) => refetchAfterChange(client, ['wishlist'])),
    ).toEqual([7])
  })

  test('plain invalidation would join the stale first read (why the helper cancels it)', async () => {
    expect(
      await afterChangeDuringFirstRead((client) =>
        client.invalidateQueries({ queryKey: ['wishlist'] }),
      ),
    ).toEqual([])
  })
})
