import { useLayoutEffect, useRef } from 'react'
import type { ChangeEvent, RefObject } from 'react'

/**
 * What a shopper typed or chose in the server's HTML before the script ran is
 * in the page but not in the form's state, and the first render after
 * hydration would wipe it. In the hydration's commit, before that render,
 * `read` takes it from the page and `adopt` hands it to the form, once, when
 * it differs from the form's value.
 */
export function useAdoptPageValue(
  read: () => string | undefined,
  value: string | number | readonly string[] | undefined,
  adopt: ((found: string) => void) | undefined,
) {
  const checked = useRef(false)
  useLayoutEffect(() => {
    if (checked.current) return
    checked.current = true
    const found = read()
    if (!adopt || value === undefined || found === undefined || found === String(value)) return
    adopt(found)
  }, [read, value, adopt])
}

/** useAdoptPageValue for a text input: its own value, through its onChange. */
export function useAdoptTypedValue(
  ref: RefObject<HTMLInputElement | null>,
  value: string | number | readonly string[] | undefined,
  onChange: ((event: ChangeEvent<HTMLInputElement>) => void) | undefined,
) {
  useAdoptPageValue(
    () => ref.current?.value,
    value,
    onChange &&
      (() => {
        const input = ref.current
        if (input)
          onChange({ target: input, currentTarget: input } as ChangeEvent<HTMLInputElement>)
      }),
  )
}
