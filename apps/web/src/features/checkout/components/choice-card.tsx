import type { ReactNode } from 'react'
import * as m from '#messages'

interface ChoiceCardProps {
  title: string
  children?: ReactNode
  selected?: boolean
  busy?: boolean
  disabled?: boolean
  onChoose: () => void
  /** Read after the title by assistive technology, e.g. 'Choose'. */
  actionLabel: string
}

/** A choice made with one press: a whole card that is a button. */
export function ChoiceCard({
  title,
  children,
  selected,
  busy,
  disabled,
  onChoose,
  actionLabel,
}: ChoiceCardProps) {
  return (
    <button
      type="button"
      onClick={onChoose}
      disabled={disabled || busy}
      aria-busy={busy}
      aria-pressed={selected}
      className={`group flex w-full items-start justify-between gap-4 border bg-white p-5 text-left transition hover:border-ink disabled:cursor-wait ${
        selected ? 'border-ink ring-1 ring-ink' : 'border-line'
      }`}
    >
      <span className="min-w-0">
        <span className="block font-semibold">{title}</span>
        {children && (
          <span className="mt-1 block text-sm leading-relaxed text-muted">{children}</span>
        )}
      </span>
      <span className="shrink-0 self-center text-[11px] font-semibold tracking-[0.18em] uppercase underline-offset-4 group-hover:underline">
        {busy ? m.checking() : actionLabel}
      </span>
    </button>
  )
}
