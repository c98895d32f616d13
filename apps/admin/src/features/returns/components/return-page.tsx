import * as m from '#messages'
import { Link, useParams, useSearchParams } from 'react-router'
import { AdminApiError } from '@/lib/api-client'
import { formatDateTime } from '@/i18n/locale'
import { useReturn } from '../api/get-return'
import { WISH_WORDS } from '../utils/return-words'
import { ReturnActions } from './return-actions'
import { ReturnBank, ReturnFacts } from './return-facts'
import { ReturnLines, ReturnPhotos } from './return-lines'
import { ReturnStateBadge } from './return-state-badge'
import { ReturnTimeline } from './return-timeline'

/** /returns/:ref: one return whole, and the moves staff may make now (decision 086). */
export function ReturnPage() {
  const ref = useParams().ref ?? ''
  const atCounter = useSearchParams()[0].get('counter') === '1'
  const { data: item, error, isPending } = useReturn(ref)
  if (isPending) return <p className="text-muted">{m.returns_loading_one()}</p>
  if (error)
    return (
      <div role="alert" className="space-y-2">
        <p>{error.message}</p>
        {error instanceof AdminApiError && (error.status === 404 || error.status === 403) && (
          <Link to="/returns" className="underline">
            {m.nav_returns()}
          </Link>
        )}
      </div>
    )
  return (
    <div className="mx-auto max-w-6xl">
      <header className="mb-5 flex flex-col gap-4">
        <div>
          <p className="text-xs font-medium tracking-wide text-muted uppercase">
            {WISH_WORDS[item.wish]()} · {formatDateTime(item.created_at)} ·{' '}
            <Link
              to={`/orders/${encodeURIComponent(item.trx_ref)}`}
              className="underline underline-offset-2"
            >
              {m.returns_see_order()} {item.trx_ref}
            </Link>
          </p>
          <h1 className="mt-1 flex flex-wrap items-center gap-3 font-mono text-2xl font-semibold">
            {item.return_ref} <ReturnStateBadge state={item.state} />
          </h1>
          {atCounter && (
            <p className="mt-2 text-sm">{m.returns_counter_at({ showroom: item.showroom_name })}</p>
          )}
        </div>
        <ReturnActions item={item} atCounter={atCounter} />
      </header>
      {item.refusal_reason && (
        <p className="mb-4 rounded-md bg-red-50 px-4 py-3 text-sm text-red-900">
          {m.returns_refusal({ reason: item.refusal_reason })}
        </p>
      )}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex flex-col gap-4">
          <ReturnLines item={item} />
          <ReturnPhotos photos={item.photos} />
          <ReturnTimeline item={item} />
        </div>
        <div className="flex flex-col gap-4">
          <ReturnFacts item={item} />
          <ReturnBank bank={item.bank} />
        </div>
      </div>
    </div>
  )
}
