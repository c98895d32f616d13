import { useId } from 'react'
import type { ComponentProps, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react'
import type { FieldError } from 'react-hook-form'

interface FieldShellProps {
  label: ReactNode
  error?: FieldError | { message?: string }
  hint?: string
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode
}

/** A label, the control, a hint and the field's own error, tied together for screen readers. */
export function FieldShell({ label, error, hint, children }: FieldShellProps) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error?.message ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children({ id, describedBy, invalid: Boolean(error?.message) })}
      {hint && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error?.message && (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {error.message}
        </p>
      )}
    </div>
  )
}

const CONTROL =
  'w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-base sm:text-sm aria-[invalid=true]:border-danger'

type InputFieldProps = ComponentProps<'input'> & {
  label: ReactNode
  error?: FieldError | { message?: string }
  hint?: string
}

export function InputField({ label, error, hint, className = '', ...props }: InputFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          className={`${CONTROL} ${className}`}
          {...props}
        />
      )}
    </FieldShell>
  )
}

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: ReactNode
  error?: FieldError | { message?: string }
  hint?: string
}

export function TextAreaField({
  label,
  error,
  hint,
  className = '',
  ...props
}: TextAreaFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          className={`${CONTROL} min-h-24 ${className}`}
          {...props}
        />
      )}
    </FieldShell>
  )
}

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: ReactNode
  error?: FieldError | { message?: string }
  hint?: string
}

export function SelectField({
  label,
  error,
  hint,
  className = '',
  children,
  ...props
}: SelectFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          className={`${CONTROL} ${className}`}
          {...props}
        >
          {children}
        </select>
      )}
    </FieldShell>
  )
}
