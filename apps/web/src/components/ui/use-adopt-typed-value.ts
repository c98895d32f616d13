import { useLayoutEffect, useRef } from 'react'
import type { ChangeEvent, RefObject } from 'react'

/**
 * Text typed into the server's HTML before the script ran is in the input but
 * not in the form's state, and the first render after hydration would wipe
 * it. In the hydration's commit, before that render, the input's own value is
 * handed to the form through its onChange, once.
 */
export function useAdoptTypedValue(
  ref: RefObject<HTMLInputElement | null>,
  value: string | number | readonly string[] | undefined,
  onChange: ((event: ChangeEvent<HTMLInputElement>) => void) | undefined,
) {
  const checked = useRef(false)
  useLayoutEffect(() => {
    const input = ref.current
    if (checked.current || !input) return
    checked.current = true
    if (!onChange || value === undefined || input.value === String(value)) return
    onChange({ target: input, currentTarget: input } as ChangeEvent<HTMLInputElement>)
  }, [ref, value, onChange])
}
