import { useState } from 'react'
import type { FormEvent } from 'react'
import type { z } from 'zod'
import { useHydrated } from '@/components/ui/use-hydrated'
import { toast } from '@/lib/toast'
import { firstProblem } from '@/lib/first-problem'

/**
 * Submits a form once at a time: the contract's check first (its first text
 * as a toast, spec section 5, and no request), then the call. A double click
 * sends one request. `disabled` also holds until the page has hydrated.
 */
export function useFormSubmit<V>(
  loadSchema: () => Promise<z.ZodType>,
  values: () => V,
  send: (values: V) => Promise<void>,
) {
  const [busy, setBusy] = useState(false)
  const hydrated = useHydrated()
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    try {
      const current = values()
      const problem = await firstProblem(loadSchema, current)
      if (problem) {
        toast.error(problem)
        return
      }
      await send(current)
    } finally {
      setBusy(false)
    }
  }
  return {
    busy,
    disabled: busy || !hydrated,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event),
  }
}
