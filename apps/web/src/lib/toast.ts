import { useSyncExternalStore } from 'react'
import type * as SonnerModule from 'sonner'

// sonner loads on the first toast, so pages that never toast never download it.
type Sonner = typeof SonnerModule
let sonner: Promise<Sonner> | null = null
const listeners = new Set<() => void>()

function load() {
  if (!sonner) {
    sonner = import('sonner')
    for (const listener of listeners) listener()
  }
  // Give the freshly mounted <Toaster> a tick to subscribe before the first toast.
  return sonner.then(
    (module) => new Promise<typeof module>((resolve) => setTimeout(() => resolve(module), 0)),
  )
}

export const toast = {
  error: (message: string) => void load().then(({ toast }) => toast.error(message)),
  success: (message: string) => void load().then(({ toast }) => toast.success(message)),
  info: (message: string) => void load().then(({ toast }) => toast(message)),
}

/** True once anything has toasted: the app mounts the toaster from then on. */
export function useToasterNeeded(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => sonner !== null,
    () => false,
  )
}
