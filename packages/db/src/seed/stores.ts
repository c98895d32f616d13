import type { Db } from '../client'
import { showroomRegions, showrooms } from '../schema'
import { SHOWROOM_REGIONS, SHOWROOMS } from './stores-data'

export async function seedShowrooms(db: Db): Promise<void> {
  await db
    .insert(showroomRegions)
    .values(SHOWROOM_REGIONS.map((region, index) => ({ ...region, sortOrder: index })))
  await db.insert(showrooms).values(
    SHOWROOMS.map((showroom, index) => ({
      id: showroom.id,
      showroomRegionId: showroom.regionId,
      showroomName: showroom.name,
      address1: showroom.address[0],
      address2: showroom.address[1],
      address3: showroom.address[2],
      mapsUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(showroom.mapsQuery)}`,
      phone: showroom.phone,
      isHub: showroom.hubCode !== null,
      hubCode: showroom.hubCode,
      subdistrictId: showroom.subdistrictId,
      sortOrder: index,
    })),
  )
}
