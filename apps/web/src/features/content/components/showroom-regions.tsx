import { EmptyState } from '@/components/ui/empty-state'
import { Spinner } from '@/components/ui/spinner'
import { useShowroomRegions } from '../api/get-showroom-regions'
import { ShowroomCard } from './showroom-card'
import * as m from '#messages'

/** Every showroom region with its showrooms. */
export function ShowroomRegions() {
  const { data: regions, isError, refetch } = useShowroomRegions()
  if (isError) {
    return (
      <EmptyState
        title={m.stores_failed()}
        actions={
          <button type="button" className="btn-outline" onClick={() => void refetch()}>
            {m.try_again()}
          </button>
        }
      >
        {m.check_connection()}
      </EmptyState>
    )
  }
  if (!regions) {
    return (
      <div className="grid min-h-[60vh] place-items-center">
        <Spinner label={m.loading_stores()} />
      </div>
    )
  }
  if (regions.length === 0) return <EmptyState title={m.stores_coming_soon()} />
  return (
    <div className="space-y-14">
      {regions.map((region) => (
        <section key={region.id} aria-labelledby={`region-${region.id}`}>
          <h2
            id={`region-${region.id}`}
            className="mb-6 flex items-baseline gap-4 border-b border-line pb-3"
          >
            <span className="font-display text-2xl font-medium md:text-3xl">
              {region.region_name}
            </span>
            <span className="text-xs tracking-[0.18em] text-muted uppercase">
              {m.store_count({ count: region.showrooms.length })}
            </span>
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {region.showrooms.map((showroom) => (
              <li key={showroom.id}>
                <ShowroomCard showroom={showroom} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
