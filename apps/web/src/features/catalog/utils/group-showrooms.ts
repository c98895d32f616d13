import type { Showroom, ShowroomRegion } from '@store/contract/showrooms'

export interface RegionShowrooms {
  region: ShowroomRegion
  showrooms: Showroom[]
}

/** The stock check's showrooms under their region headings, regions in the API's order, empty ones left out. */
export function groupShowroomsByRegion(
  regions: readonly ShowroomRegion[],
  showrooms: readonly Showroom[],
): RegionShowrooms[] {
  return regions
    .map((region) => ({
      region,
      showrooms: showrooms.filter((showroom) => showroom.showroom_region_id === region.id),
    }))
    .filter((group) => group.showrooms.length > 0)
}
