import type { ButtonHTMLAttributes } from 'react'

const VARIANTS = {
  primary: 'bg-ink text-white hover:bg-stone-800 disabled:bg-stone-400',
  secondary: 'border border-stone-300 bg-white text-ink hover:bg-stone-100 disabled:text-stone-400',
  danger: 'bg-danger text-white hover:bg-red-800 disabled:bg-red-300',
  ghost: 'text-ink hover:bg-stone-100 disabled:text-stone-400',
} as const

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof VARIANTS
  /** While a call it started is under way: disabled, and says so to screen readers. */
  busy?: boolean
}

export function Button({
  variant = 'primary',
  busy = false,
  className = '',
  type = 'button',
  disabled,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={`inline-flex min-h-10 items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium transition-colors disabled:cursor-not-allowed ${VARIANTS[variant]} ${className}`}
      {...props}
    >
      {children}
    </button>
  )
}
