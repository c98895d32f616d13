import type { showroomRegions, showrooms } from '@store/db/schema'
import type { CheckoutAvailability } from '@store/contract/checkout'
import type { ShowroomRegionWithShowrooms } from '@store/contract/showrooms'
import { toShowroom } from '../stores/showroom.repository'
import type { CheckoutCart } from './checkout-cart'
import { supplyAt } from './checkout-cart'

type ShowroomRow = typeof showrooms.$inferSelect
type RegionRow = typeof showroomRegions.$inferSelect

function byRegion(rows: { showroom: ShowroomRow; region: RegionRow }[]) {
  const regions = new Map<number, ShowroomRegionWithShowrooms>()
  for (const { showroom, region } of rows) {
    const entry = regions.get(region.id) ?? {
      id: region.id,
      region_name: region.regionName,
      showrooms: [],
    }
    entry.showrooms.push(toShowroom(showroom))
    regions.set(region.id, entry)
  }
  return [...regions.values()]
}

/**
 * Where the cart can go from (docs/decisions/023): a showroom is offered when
 * it can supply at least one unit of the cart; what it lacks is excluded, as
 * check-showroom-stock-availability tells. Online = the hubs.
 */
export function checkoutAvailability(
  cart: CheckoutCart,
  rows: { showroom: ShowroomRow; region: RegionRow }[],
): CheckoutAvailability {
  const supplying = rows.filter(({ showroom }) =>
    supplyAt(cart, showroom.id).some((entry) => entry.qty > 0),
  )
  const hubs = supplying.filter(({ showroom }) => showroom.isHub && showroom.hubCode)
  return {
    available_on_store: supplying.length > 0,
    available_stores: supplying.map(({ showroom }) => toShowroom(showroom)),
    available_stores_by_region: byRegion(supplying),
    available_online: hubs.length > 0,
    available_stores_online: hubs.map(({ showroom }) => toShowroom(showroom)),
    available_stores_by_region_online: byRegion(hubs),
  }
}
