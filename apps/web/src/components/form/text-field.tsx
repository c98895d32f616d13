import { useRef } from 'react'
import type { InputHTMLAttributes } from 'react'
import { useAdoptTypedValue } from '@/components/ui/use-adopt-typed-value'

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string
  label: string
  /** Marked required for assistive technology; the form's own check speaks the spec's text. */
  required?: boolean
}

/** A labelled input in the store's quiet underline style. */
export function TextField({ id, label, required, className = '', ...input }: TextFieldProps) {
  const ref = useRef<HTMLInputElement>(null)
  useAdoptTypedValue(ref, input.value, input.onChange)
  return (
    <div className={className}>
      <label htmlFor={id} className="text-[11px] font-semibold tracking-[0.22em] uppercase">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        ref={ref}
        id={id}
        aria-required={required}
        className="mt-2 block min-h-11 w-full border-b border-ink/60 bg-transparent py-2 text-[15px] transition placeholder:text-muted focus:border-ink focus-visible:outline-offset-4"
        {...input}
      />
    </div>
  )
}
