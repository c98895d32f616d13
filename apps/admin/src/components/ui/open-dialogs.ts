import { useSyncExternalStore } from 'react'

/**
 * The modal dialogs open now, innermost last. A modal dialog sits in the top
 * layer and makes the rest of the page inert, so toasts are drawn inside the
 * topmost one (toaster.tsx): readable and closable above it.
 */
const stack: HTMLDialogElement[] = []
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((listener) => listener())

export function pushDialog(dialog: HTMLDialogElement) {
  stack.push(dialog)
  emit()
}

export function removeDialog(dialog: HTMLDialogElement) {
  const index = stack.indexOf(dialog)
  if (index >= 0) stack.splice(index, 1)
  emit()
}

export function useTopDialog(): HTMLDialogElement | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => stack.at(-1) ?? null,
    () => null,
  )
}
