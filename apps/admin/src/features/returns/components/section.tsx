import type { ReactNode } from 'react'

/** One titled block of a return's page. */
export function Section({
  id,
  title,
  children,
}: {
  id: string
  title: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-line bg-white p-4">
      <h2 id={id} className="mb-3 text-sm font-semibold tracking-wide text-muted uppercase">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** Label and value pairs; a missing value reads as a dash. */
export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[minmax(7rem,auto)_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted">{label}</dt>
          <dd className="min-w-0 break-words [overflow-wrap:anywhere]">
            {value === null || value === '' ? '—' : value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
