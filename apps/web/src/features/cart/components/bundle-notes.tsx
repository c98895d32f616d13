import type { Cart } from '@store/contract/cart'
import { GiftIcon } from '@/components/ui/icons'
import * as m from '#messages'
import { useRupiah } from '@/lib/use-rupiah'

/** The bundles the cart earns, and how many more items reach the ones it has started. */
export function BundleNotes({ summary }: { summary: Cart['summary'] }) {
  const rupiah = useRupiah()
  if (summary.applied_bundles.length === 0 && summary.bundle_hints.length === 0) return null
  return (
    <section aria-labelledby="bundle-notes-title" className="border border-line bg-cream/70 p-5">
      <h2
        id="bundle-notes-title"
        className="flex items-center gap-2 text-xs font-semibold tracking-[0.2em] uppercase"
      >
        <GiftIcon width={18} height={18} aria-hidden="true" /> {m.promo_bundles()}
      </h2>
      <ul className="mt-3 space-y-3 text-sm">
        {summary.applied_bundles.map((bundle) => (
          <li key={`applied-${bundle.promo_bundle_id}`} className="flex justify-between gap-3">
            <span>
              <span className="font-medium">{bundle.name}</span>
              {bundle.sets > 1 && <span className="text-muted"> × {bundle.sets}</span>}
              <span className="block text-xs text-muted">{m.applied_to_cart()}</span>
            </span>
            <span className="shrink-0 font-medium text-sale tabular-nums">
              −{rupiah(bundle.discount)}
            </span>
          </li>
        ))}
        {summary.bundle_hints.map((hint) => (
          <li key={`hint-${hint.promo_bundle_id}`}>
            <span className="font-medium">
              {m.bundle_hint({ count: hint.missing_qty, name: hint.name })}
            </span>
            <span className="block text-xs text-muted">{hint.description}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
