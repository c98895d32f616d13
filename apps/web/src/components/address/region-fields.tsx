import { useQuery } from '@tanstack/react-query'
import { citiesQuery, provincesQuery, subdistrictsQuery } from '@/api/regions'
import { SearchSelect } from './search-select'
import * as m from '#messages'

export interface RegionChoice {
  provinceId: number | null
  cityId: number | null
  subdistrictId: number | null
}

/**
 * Province -> city -> subdistrict (spec section 4): choosing a province loads
 * its cities, choosing a city its subdistricts; editing preloads both lists.
 */
export function RegionFields({
  value,
  onChange,
}: {
  value: RegionChoice
  onChange: (next: RegionChoice) => void
}) {
  const provinces = useQuery(provincesQuery())
  const cities = useQuery(citiesQuery(value.provinceId))
  const subdistricts = useQuery(subdistrictsQuery(value.cityId))
  return (
    <>
      <SearchSelect
        label={m.province()}
        placeholder={m.search_provinces()}
        options={(provinces.data ?? []).map((p) => ({ id: p.id, label: p.province_name }))}
        value={value.provinceId}
        onChange={(provinceId) => onChange({ provinceId, cityId: null, subdistrictId: null })}
      />
      <SearchSelect
        label={m.city()}
        placeholder={value.provinceId ? m.search_cities() : m.choose_province_first()}
        disabled={value.provinceId === null}
        options={(cities.data ?? []).map((c) => ({ id: c.id, label: `${c.type} ${c.city_name}` }))}
        value={value.cityId}
        onChange={(cityId) => onChange({ ...value, cityId, subdistrictId: null })}
      />
      <SearchSelect
        label={m.subdistrict()}
        placeholder={value.cityId ? m.search_subdistricts() : m.choose_city_first()}
        disabled={value.cityId === null}
        options={(subdistricts.data ?? []).map((s) => ({ id: s.id, label: s.subdistrict_name }))}
        value={value.subdistrictId}
        onChange={(subdistrictId) => onChange({ ...value, subdistrictId })}
      />
    </>
  )
}
