import * as m from '#messages'
import { renditionUrl } from '@store/contract/media'
import type { StaffReturn } from '@store/contract/admin/returns'
import { REASON_WORDS } from '@/i18n/return-reasons'
import { Section } from './section'

/** Each line coming back: the piece, its size and units, why, and what the buyer wants for it. */
export function ReturnLines({ item }: { item: StaffReturn }) {
  return (
    <Section id="return-lines" title={m.returns_lines()}>
      <ul className="divide-y divide-line">
        {item.lines.map((line) => (
          <li key={line.id} className="flex flex-col gap-1 py-3 text-sm first:pt-0 last:pb-0">
            <p className="font-medium">{line.product_name}</p>
            <p>
              {m.returns_line_qty({ qty: line.qty, size: line.size_code })} ·{' '}
              {REASON_WORDS[line.reason]()}
            </p>
            <p className="text-muted">
              {line.exchange_size ? (
                <>
                  {m.returns_line_wants_size({ size: line.exchange_size })} (
                  {line.held ? m.returns_line_held() : m.returns_line_not_held()})
                </>
              ) : (
                m.returns_line_refund()
              )}
            </p>
            {line.received_qty !== null && (
              <p className="text-muted">
                {m.returns_line_received({
                  received: line.received_qty,
                  damaged: line.damaged_qty ?? 0,
                })}
              </p>
            )}
          </li>
        ))}
      </ul>
    </Section>
  )
}

/** The buyer's photos of the damage, through the image pipeline; nothing when there are none. */
export function ReturnPhotos({ photos }: { photos: string[] }) {
  if (photos.length === 0) return null
  return (
    <Section id="return-photos" title={m.returns_photos()}>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
        {photos.map((key, index) => (
          <li key={key}>
            <a href={renditionUrl(key, 1440)} target="_blank" rel="noreferrer">
              <img
                src={renditionUrl(key, 320)}
                alt={m.returns_photo_alt({ n: index + 1 })}
                className="aspect-square w-full rounded-md border border-line object-cover"
              />
            </a>
          </li>
        ))}
      </ul>
    </Section>
  )
}
