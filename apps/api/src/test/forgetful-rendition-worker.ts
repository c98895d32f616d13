// The rendition worker, except that the first job it is sent never reaches it, as a message
// lost on the way would not: what the store does then is what rendition-queue.test.ts checks.
type Listener = (...args: unknown[]) => void
const on = process.on.bind(process)
let lost = false
process.on = ((event: string, listener: Listener) =>
  on(event as 'message', (...args: unknown[]) => {
    if (event === 'message' && !lost) {
      lost = true
      return
    }
    listener(...args)
  })) as typeof process.on
await import('../media/rendition-worker')

export {}
