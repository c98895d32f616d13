import * as m from '#messages'
import type { StaffReturn } from '@store/contract/admin/returns'
import { formatDateTime } from '@/i18n/locale'
import { actionWords } from '../utils/return-words'
import { Section } from './section'

/** The request, then each audit line of the return, oldest first, in WIB. */
export function ReturnTimeline({ item }: { item: StaffReturn }) {
  const entries = [
    {
      at: item.created_at,
      title: m.returns_timeline_requested(),
      actor: item.buyer_name,
      note: '',
    },
    ...item.timeline.map((line) => ({
      at: line.at,
      title: actionWords(line.action),
      actor: line.actor,
      note: line.note,
    })),
  ]
  return (
    <Section id="return-timeline" title={m.returns_timeline()}>
      <ol className="relative space-y-3 border-l border-line pl-5">
        {entries.map((entry, index) => (
          <li key={`${entry.at}-${index}`} className="relative text-sm">
            <span
              aria-hidden
              className="absolute top-1.5 -left-[1.57rem] size-2.5 rounded-full bg-ink ring-4 ring-white"
            />
            <p>
              <span className="font-medium">{entry.title}</span>
              <span className="text-muted"> · {entry.actor}</span>
            </p>
            {entry.note && <p className="text-muted">{entry.note}</p>}
            <p className="text-xs text-muted">
              <time>{formatDateTime(entry.at)}</time>
            </p>
          </li>
        ))}
      </ol>
    </Section>
  )
}
