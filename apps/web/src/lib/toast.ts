import { useSyncExternalStore } from 'react'
import type * as ToastQueue from './toast-queue'

// sonner loads on the first toast, so pages that never toast never download it.
let queue: Promise<typeof ToastQueue> | null = null
const listeners = new Set<() => void>()

function load() {
  if (!queue) {
    queue = import('./toast-queue')
    for (const listener of listeners) listener()
  }
  // Give the freshly mounted <Toaster> a tick to subscribe before the first toast.
  return queue.then(
    (module) => new Promise<typeof module>((resolve) => setTimeout(() => resolve(module), 0)),
  )
}

const raise = (kind: ToastQueue.ToastKind) => (message: string) =>
  void load().then(({ showToast }) => showToast(kind, message))

export const toast = { error: raise('error'), success: raise('success'), info: raise('info') }

interface NavigatingRouter {
  state: { location: object }
  subscribe: (listener: (state: { location: object; historyAction: string }) => void) => unknown
}

/**
 * A new page or checkout step: errors about what the shopper did before it no
 * longer apply (toast-queue.ts). Back and Forward are not an action of the
 * page, so every error goes.
 */
export function clearErrorsOnNavigation(router: NavigatingRouter) {
  let { location } = router.state
  router.subscribe((state) => {
    if (state.location === location) return
    location = state.location
    void queue?.then(({ clearStaleErrors }) => clearStaleErrors(state.historyAction === 'POP'))
  })
}

/** True once anything has toasted: the app mounts the toaster from then on. */
export function useToasterNeeded(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => queue !== null,
    () => false,
  )
}
