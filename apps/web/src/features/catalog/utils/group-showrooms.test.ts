import { expect, test } from 'vitest'
import type { Showroom } from '@store/contract/showrooms'
import { groupShowroomsByRegion } from './group-showrooms'

const showroom = (id: number, regionId: number): Showroom => ({
  id,
  showroom_name: `Showroom ${id}`,
  showroom_region_id: regionId,
  address1: '',
  address2: '',
  address3: '',
  maps_url: '',
  phone: '',
  is_hub: 0,
})

test('showrooms are listed under their region, and a region without stock is left out', () => {
  const regions = [
    { id: 1, region_name: 'Jakarta' },
    { id: 2, region_name: 'Bandung' },
    { id: 3, region_name: 'Bali' },
  ]
  const groups = groupShowroomsByRegion(regions, [
    showroom(10, 3),
    showroom(11, 1),
    showroom(12, 3),
  ])
  expect(
    groups.map((group) => [group.region.region_name, group.showrooms.map((s) => s.id)]),
  ).toEqual([
    ['Jakarta', [11]],
    ['Bali', [10, 12]],
  ])
})
