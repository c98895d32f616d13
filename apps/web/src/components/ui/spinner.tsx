import * as m from '#messages'

interface SpinnerProps {
  label?: string
  className?: string
}

/** A quiet hairline spinner that announces what is loading. */
export function Spinner({ label = m.loading(), className = '' }: SpinnerProps) {
  return (
    <span
      role="status"
      className={`inline-flex items-center gap-3 text-sm text-muted ${className}`}
    >
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border border-line border-t-ink motion-reduce:animate-none"
      />
      <span>{label}</span>
    </span>
  )
}
