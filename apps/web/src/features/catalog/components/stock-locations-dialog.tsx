import type { Showroom } from '@store/contract/showrooms'
import { MESSAGES } from '@store/contract/messages'
import { Modal } from '@/components/ui/modal'
import { Spinner } from '@/components/ui/spinner'
import type { useCheckStockLocation } from '../api/check-stock-location'
import { groupShowroomsByRegion } from '../utils/group-showrooms'
import * as m from '#messages'

interface StockLocationsDialogProps {
  onClose: () => void
  check: ReturnType<typeof useCheckStockLocation>
  onRetry: () => void
  summary: string
}

export function StockLocationsDialog({
  onClose,
  check,
  onRetry,
  summary,
}: StockLocationsDialogProps) {
  const groups = check.data
    ? groupShowroomsByRegion(check.data.showroom_regions, check.data.showrooms)
    : []
  return (
    <Modal label={m.stock_locations()} onClose={onClose}>
      <div className="max-h-[88dvh] space-y-6 overflow-y-auto p-5 pt-4" aria-busy={check.isPending}>
        <div className="pr-12">
          <h2 className="font-display text-2xl">{m.stock_locations()}</h2>
          <p className="mt-1 text-sm text-muted">{summary}</p>
        </div>
        {check.isPending && <Spinner label={MESSAGES.loading} />}
        {check.isError && (
          <div className="space-y-3">
            <p>{m.stock_check_failed()}</p>
            <button type="button" className="btn-outline" onClick={onRetry}>
              {m.try_again()}
            </button>
          </div>
        )}
        {check.isSuccess && groups.length === 0 && <p>{MESSAGES.noStockLocation}</p>}
        {groups.map(({ region, showrooms }) => (
          <section key={region.id} aria-labelledby={`region-${region.id}`}>
            <h3
              id={`region-${region.id}`}
              className="mb-3 text-xs font-semibold tracking-[0.2em] uppercase"
            >
              {region.region_name}
            </h3>
            <ul className="divide-y divide-line border-y border-line">
              {showrooms.map((showroom) => (
                <ShowroomItem key={showroom.id} showroom={showroom} />
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Modal>
  )
}

function ShowroomItem({ showroom }: { showroom: Showroom }) {
  const address = [showroom.address1, showroom.address2, showroom.address3].filter(Boolean)
  return (
    <li className="space-y-1 py-4 text-sm">
      <p className="font-display text-base">{showroom.showroom_name}</p>
      <address className="text-muted not-italic">
        {address.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </address>
      <p className="flex flex-wrap gap-x-5 gap-y-1 pt-1">
        {showroom.phone && (
          <a
            href={`tel:${showroom.phone.replace(/[^\d+]/g, '')}`}
            className="underline underline-offset-4"
          >
            <span className="sr-only">{m.phone()} </span>
            {showroom.phone}
          </a>
        )}
        {showroom.maps_url && (
          <a
            href={showroom.maps_url}
            target="_blank"
            rel="noopener noreferrer"
            className="underline underline-offset-4"
          >
            {m.open_in_maps()}
            <span className="sr-only">
              {' '}
              {m.open_in_maps_for({ name: showroom.showroom_name })} {m.opens_new_tab()}
            </span>
          </a>
        )}
      </p>
    </li>
  )
}
