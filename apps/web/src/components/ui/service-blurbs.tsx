import type { IconComponent } from './icons'

export interface ServiceBlurb {
  icon: IconComponent
  title: string
  text: string
}

interface ServiceBlurbsProps {
  items: readonly ServiceBlurb[]
  /** Names the section for screen readers. */
  label: string
  className?: string
}

/** The row of store promises (pickup, speed, offers) under home and landing pages. */
export function ServiceBlurbs({ items, label, className = '' }: ServiceBlurbsProps) {
  return (
    <section
      aria-label={label}
      className={`defer-render-[300px] border-y border-line ${className}`}
    >
      <ul className="container-page grid gap-px sm:grid-cols-3">
        {items.map(({ icon: Icon, title, text }) => (
          <li
            key={title}
            className="flex items-start gap-4 py-8 sm:flex-col sm:items-center sm:px-6 sm:py-12 sm:text-center"
          >
            <Icon width={28} height={28} strokeWidth={1.25} className="shrink-0 text-clay" />
            <div>
              <h3 className="text-xs font-semibold tracking-[0.2em] uppercase">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
