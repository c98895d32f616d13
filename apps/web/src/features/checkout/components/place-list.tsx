import type { ShowroomRegionWithShowrooms } from '@store/contract/showrooms'
import { ChoiceCard } from './choice-card'

interface PlaceListProps {
  regions: readonly ShowroomRegionWithShowrooms[]
  selectedId?: number
  busyId: number | null
  actionLabel: string
  onChoose: (showroomId: number) => void
}

/** Showrooms or hubs grouped by region, each chosen with one press. */
export function PlaceList({ regions, selectedId, busyId, actionLabel, onChoose }: PlaceListProps) {
  return (
    <div className="grid gap-8">
      {regions
        .filter((region) => region.showrooms.length > 0)
        .map((region) => (
          <section key={region.id} aria-labelledby={`region-${region.id}`}>
            <h3
              id={`region-${region.id}`}
              className="mb-3 text-[11px] font-semibold tracking-[0.22em] text-muted uppercase"
            >
              {region.region_name}
            </h3>
            <ul className="grid gap-3">
              {region.showrooms.map((showroom) => (
                <li key={showroom.id}>
                  <ChoiceCard
                    title={showroom.showroom_name}
                    selected={selectedId === showroom.id}
                    busy={busyId === showroom.id}
                    disabled={busyId !== null}
                    actionLabel={actionLabel}
                    onChoose={() => onChoose(showroom.id)}
                  >
                    {[showroom.address1, showroom.address2, showroom.address3]
                      .filter(Boolean)
                      .join(', ')}
                  </ChoiceCard>
                </li>
              ))}
            </ul>
          </section>
        ))}
    </div>
  )
}
