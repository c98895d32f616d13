// Modal dialogs sit in the browser's top layer, above anything else on the page
// whatever its z-index, and make the rest of the page inert: what must be seen
// and used while one is open (the toasts) has to live inside the topmost one.
const openDialogs: HTMLDialogElement[] = []
const listeners = new Set<() => void>()

/** Records a dialog just opened as the topmost; the returned function forgets it. */
export function addOpenDialog(dialog: HTMLDialogElement): () => void {
  openDialogs.push(dialog)
  for (const listener of listeners) listener()
  return () => {
    const index = openDialogs.lastIndexOf(dialog)
    if (index === -1) return
    openDialogs.splice(index, 1)
    for (const listener of listeners) listener()
  }
}

/** The modal dialog opened last and still open, if any. */
export const topDialog = (): HTMLDialogElement | null => openDialogs.at(-1) ?? null

export function onOpenDialogsChange(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
