import { boolean, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core'

export const homeSections = pgTable('home_sections', {
  id: integer().primaryKey(),
  imageUrl: text().notNull(),
  imageUrlMobile: text().notNull(),
  titleLines: jsonb().$type<string[]>().notNull(),
  subtitle: text().notNull(),
  buttonText: text(),
  /** Bahasa Indonesia beside the English; null while untranslated, and the English is shown (decision 069). */
  titleLinesBahasa: jsonb().$type<string[]>(),
  subtitleBahasa: text(),
  buttonTextBahasa: text(),
  url: text(),
  openNewTab: boolean().notNull().default(false),
})

export const imageSliders = pgTable('image_sliders', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  sliderType: text({ enum: ['IMAGE', 'YOUTUBE'] }).notNull(),
  title: text().notNull(),
  titleBahasa: text(),
  mediaUrl: text().notNull(),
  mediaUrlMobile: text().notNull(),
  hrefUrl: text(),
  openNewTab: boolean().notNull().default(false),
  youtubeVideoId: text(),
  sortOrder: smallint().notNull().default(0),
})

export const hashtagImages = pgTable('hashtag_images', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  imageUrl: text().notNull(),
  igUrl: text().notNull(),
  sortOrder: smallint().notNull().default(0),
})

/** Key-value settings: the spec's general settings and the store's own texts. */
export const settings = pgTable('settings', {
  key: text().primaryKey(),
  value: text().notNull(),
})

export interface LandingContent {
  heroImageUrl: string
  heroImageUrlMobile: string
  title: string
  socialUrl: string
  promoRows: { imageUrl: string; title: string; subtitle: string; shopUrl: string }[]
}

/** A landing's Bahasa texts; each one missing shows the English. */
export interface LandingTextsBahasa {
  title?: string
  promoRows?: { title?: string; subtitle?: string }[]
}

export const categoryLandings = pgTable('category_landings', {
  slug: text({ enum: ['men', 'women'] }).primaryKey(),
  categoryId: integer().notNull(),
  content: jsonb().$type<LandingContent>().notNull(),
  contentBahasa: jsonb().$type<LandingTextsBahasa>(),
})
