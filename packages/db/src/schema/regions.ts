import { index, integer, pgTable, text } from 'drizzle-orm/pg-core'

// Ids are the government (Kemendagri) codes read as integers: 32, 3273, 327301.
export const provinces = pgTable('provinces', {
  id: integer().primaryKey(),
  provinceName: text().notNull(),
})

export const cities = pgTable(
  'cities',
  {
    id: integer().primaryKey(),
    provinceId: integer()
      .notNull()
      .references(() => provinces.id),
    type: text({ enum: ['Kabupaten', 'Kota'] }).notNull(),
    cityName: text().notNull(),
  },
  (t) => [index().on(t.provinceId)],
)

export const subdistricts = pgTable(
  'subdistricts',
  {
    id: integer().primaryKey(),
    cityId: integer()
      .notNull()
      .references(() => cities.id),
    subdistrictName: text().notNull(),
  },
  (t) => [index().on(t.cityId)],
)
