import * as m from '#messages'
import type { TimelineEntry } from '@store/contract/admin/order-detail'
import { Section } from './section'
import { formatDateTime } from '@/i18n/locale'

const DOTS: Record<TimelineEntry['kind'], string> = {
  step: 'bg-ink',
  mail: 'bg-sky-600',
  tracking: 'bg-violet-600',
  staff: 'bg-accent',
}

const KIND_WORDS: Record<TimelineEntry['kind'], string> = {
  step: m.order(),
  mail: m.kind_mail(),
  tracking: m.courier(),
  staff: m.kind_staff(),
}

/** Every moment of the order, oldest first, as the server put them in order. */
export function OrderTimeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <Section title={m.timeline()}>
      <ol className="relative space-y-3 border-l border-line pl-5">
        {entries.map((entry, index) => (
          <li key={`${entry.at}-${index}`} className="relative text-sm">
            <span
              aria-hidden
              className={`absolute top-1.5 -left-[1.57rem] size-2.5 rounded-full ring-4 ring-white ${DOTS[entry.kind]}`}
            />
            <p>
              <span className="sr-only">{KIND_WORDS[entry.kind]}: </span>
              <span className="font-medium">{entry.title}</span>
              {entry.actor && <span className="text-muted"> · {entry.actor}</span>}
            </p>
            {entry.detail && <p className="text-muted">{entry.detail}</p>}
            <p className="text-xs text-muted">
              <time>{formatDateTime(entry.at)}</time>
            </p>
          </li>
        ))}
      </ol>
    </Section>
  )
}
