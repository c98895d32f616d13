import { toast } from 'sonner'

export type ToastKind = 'error' | 'success' | 'info'

/** The most toasts on screen at once: a new one sends the oldest away. */
export const MAX_TOASTS = 3

interface Shown {
  id: string
  text: string
  kind: ToastKind
  /** How many clicks and submits the shopper had made when it was raised. */
  action: number
}

const shown: Shown[] = []
let actions = 0
const countAction = () => {
  actions += 1
}
// Capture phase: the count moves before the click's own handler raises its toast.
if (typeof document !== 'undefined') {
  document.addEventListener('click', countAction, true)
  document.addEventListener('submit', countAction, true)
}

function forget(id: string) {
  const index = shown.findIndex((entry) => entry.id === id)
  if (index !== -1) shown.splice(index, 1)
}

function dismiss(id: string) {
  forget(id)
  toast.dismiss(id)
}

/**
 * Sends away the errors raised before the shopper's latest click or submit
 * (or all of them): the form they sent again, the step they moved on to, may
 * have fixed them. An error raised by that very action stays (a sign-in asked
 * for, then the redirect to it).
 */
export function clearStaleErrors(all = false) {
  const stale = shown.filter((entry) => entry.kind === 'error' && (all || entry.action < actions))
  for (const entry of stale) dismiss(entry.id)
}

let raised = 0

/**
 * One toast per text: raised again, the old one goes and a new one shows. Each
 * gets an id of its own, as sonner loses a toast created under the id of one
 * still leaving the screen.
 */
export function showToast(kind: ToastKind, message: string) {
  clearStaleErrors()
  for (const entry of shown.filter((shownEntry) => shownEntry.text === message)) dismiss(entry.id)
  raised += 1
  const id = `toast-${raised}`
  shown.push({ id, text: message, kind, action: actions })
  for (const oldest of shown.slice(0, -MAX_TOASTS)) dismiss(oldest.id)
  const options = { id, onDismiss: () => forget(id), onAutoClose: () => forget(id) }
  if (kind === 'info') toast(message, options)
  else toast[kind](message, options)
}
