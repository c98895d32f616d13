import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Every image the image pipeline knows: its key (the address `/media/r/<key>`),
 * where its source is kept under the media folder, its size and the blurred
 * preview a page shows while a rendition loads.
 */
export const mediaImages = pgTable('media_images', {
  key: text().primaryKey(),
  sourcePath: text().notNull(),
  vector: boolean().notNull(),
  width: integer().notNull(),
  height: integer().notNull(),
  placeholder: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})
