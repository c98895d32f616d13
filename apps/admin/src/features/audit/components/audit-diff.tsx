import * as m from '#messages'
import { diffOf } from '../utils/audit-changes'
import { stockChangesOf } from '../utils/stock-changes'
import type { StockChange } from '../utils/stock-changes'

const stockLine = (change: StockChange) =>
  m
    .audit_stock_line({
      product: change.product ?? '',
      size: change.size ?? m.audit_size_id({ id: change.productSizeId }),
      showroom: change.showroom ?? m.audit_showroom_id({ id: change.showroomId }),
      before: change.before ?? '—',
      after: change.after,
    })
    .replace(/ {2,}/g, ' ')

/** Stock set by hand: one sentence per cell that changed ('Stock of KNMBT901 M at Senayan City: 3 → 2'). */
function StockChanges({ changes }: { changes: StockChange[] }) {
  if (changes.length === 0) return <span className="text-muted">{m.no_values_recorded()}</span>
  return (
    <ul className="space-y-1">
      {changes.map((change) => (
        <li key={`${change.productSizeId}:${change.showroomId}`}>{stockLine(change)}</li>
      ))}
    </ul>
  )
}

export function AuditDiff({
  action,
  before,
  after,
}: {
  action: string
  before: unknown
  after: unknown
}) {
  const stock = action === 'stock.set' ? stockChangesOf(before, after) : null
  if (stock) return <StockChanges changes={stock} />
  const changes = diffOf(before, after)
  if (changes.length === 0) return <span className="text-muted">{m.no_values_recorded()}</span>
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
      {changes.map((change) => (
        <div key={change.field} className="contents">
          <dt className="text-muted">{change.field}</dt>
          <dd className="min-w-0 [overflow-wrap:anywhere]">
            {change.before !== null && (
              <del className="bg-red-50 text-red-900 decoration-red-900/60">{change.before}</del>
            )}
            {change.before !== null && change.after !== null && (
              <span aria-hidden="true" className="px-1 text-muted">
                →
              </span>
            )}
            {change.after !== null && (
              <ins className="bg-green-50 text-green-900 no-underline">{change.after}</ins>
            )}
          </dd>
        </div>
      ))}
    </dl>
  )
}
