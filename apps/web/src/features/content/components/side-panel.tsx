import type { ReactNode } from 'react'

interface SidePanelProps {
  title: string
  children: ReactNode
  action: ReactNode
}

/** The quieter panel beside a notice, e.g. 'New Customer' on the sign-in pages. */
export function SidePanel({ title, children, action }: SidePanelProps) {
  return (
    <section
      aria-label={title}
      className="flex flex-col justify-center border border-line px-8 py-12 text-center"
    >
      <h2 className="font-display text-2xl font-medium">{title}</h2>
      <div className="mx-auto mt-3 max-w-sm text-[15px] leading-relaxed text-muted">{children}</div>
      <div className="mt-7">{action}</div>
    </section>
  )
}
