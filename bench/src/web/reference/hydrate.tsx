import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { ReferencePage } from './page'

/** Hydration as a transition yields to the browser every few milliseconds instead of one task. */
export function hydrate(root: HTMLElement) {
  startTransition(() => {
    hydrateRoot(root, <ReferencePage />)
  })
}
