import type { GarmentKind } from './art'
import { CARE_NOTES, CATEGORIES, FABRIC_NOTES, FIT_NOTES } from './catalogue-data'
import type { CategoryDef, SubCategoryDef } from './catalogue-data'
import type { Random } from './prng'
import {
  CARE_NOTES_BAHASA,
  COLOURS_BAHASA,
  FABRIC_NOTES_BAHASA,
  FIT_NOTES_BAHASA,
  ONE_SIZE_BAHASA,
  SUBS_BAHASA,
} from './catalogue-bahasa'
import { PRODUCT_NAMES_BAHASA } from './product-names-bahasa'

export interface ColourDef {
  name: string
  hex: string
  code: string
}

export interface PlannedProduct {
  code: string
  name: string
  category: CategoryDef
  sub: SubCategoryDef
  kind: GarmentKind
  colour: ColourDef
  retailPrice: number
  netPrice: number
  discPercent: number
  discNominal: number
  shortDescription: string
  detailedDescription: string
  nameBahasa: string
  shortDescriptionBahasa: string
  detailedDescriptionBahasa: string
  imageCount: number
  createdAt: Date
  /** Sizes with no stock anywhere. */
  soldOutSizes: Set<string>
}

const roundPrice = (value: number) => Math.round(value / 1000) * 1000 - 1000 + 900

/** Prices of one product: a quarter of the catalogue discounted (half percent, half nominal), a few marked down. */
export function planPrices(random: Random, range: [number, number]) {
  const retailPrice = roundPrice(random.int(range[0], range[1]))
  // A quarter of the catalogue carries a direct discount, half percent, half nominal.
  const discounted = random.chance(0.25)
  const markedDown = !discounted && random.chance(0.08)
  const netPrice = markedDown ? roundPrice(retailPrice * 0.85) : retailPrice
  if (!discounted) return { retailPrice, netPrice, discPercent: 0, discNominal: 0 }
  if (random.chance(0.5)) {
    return {
      retailPrice,
      netPrice,
      discPercent: random.pick([10, 15, 20, 25, 30, 40]),
      discNominal: 0,
    }
  }
  const nominal = random.pick([25_000, 50_000, 75_000, 100_000])
  return {
    retailPrice,
    netPrice,
    discPercent: 0,
    discNominal: Math.min(nominal, Math.round(netPrice / 3 / 1000) * 1000),
  }
}

export const colourBahasa = (colour: string) => COLOURS_BAHASA[colour] ?? colour
export const styleNameBahasa = (name: string) => PRODUCT_NAMES_BAHASA[name] ?? name

/** A product's name and colour in both languages. */
export interface ProductWords {
  name: string
  nameBahasa: string
  colour: string
  colourBahasa: string
}

/**
 * The short and detailed descriptions of a product in both languages: fabric,
 * fit and care. Picking an index draws what picking the note drew, so the
 * English is the same as before the Bahasa was added.
 */
export function describeProduct(random: Random, words: ProductWords, sub: SubCategoryDef) {
  const fabric = random.int(0, FABRIC_NOTES.length - 1)
  const fit = random.int(0, FIT_NOTES.length - 1)
  const { name, nameBahasa, colour } = words
  const oneSize = sub.sizes.length <= 1
  const subBahasa = (SUBS_BAHASA[sub.id]?.name ?? sub.name).toLowerCase()
  return {
    short: `${name} in ${colour.toLowerCase()}, cut from ${FABRIC_NOTES[fabric]}.`,
    detailed: [
      `Our ${name.toLowerCase()} is a ${sub.name.toLowerCase()} staple designed in Bandung and made in Indonesia.`,
      `Fabric: ${FABRIC_NOTES[fabric]}.`,
      oneSize ? 'One size.' : FIT_NOTES[fit],
      `Care: ${CARE_NOTES}`,
    ].join('\n'),
    shortBahasa: `${nameBahasa} warna ${words.colourBahasa.toLowerCase()}, dari ${FABRIC_NOTES_BAHASA[fabric]}.`,
    detailedBahasa: [
      `${nameBahasa} ini andalan koleksi ${subBahasa} kami, dirancang di Bandung dan dibuat di Indonesia.`,
      `Bahan: ${FABRIC_NOTES_BAHASA[fabric]}.`,
      oneSize ? ONE_SIZE_BAHASA : FIT_NOTES_BAHASA[fit],
      `Perawatan: ${CARE_NOTES_BAHASA}`,
    ].join('\n'),
  }
}

/** The demo catalogue: every name of every sub-category in one or two colours. */
export function planProducts(random: Random, colours: ColourDef[], now: Date): PlannedProduct[] {
  const planned: PlannedProduct[] = []
  for (const category of CATEGORIES) {
    for (const sub of category.subs) {
      let sequence = 0
      for (const name of sub.names) {
        const variants = random.chance(0.5) ? 2 : 1
        for (const colour of random.shuffle(colours).slice(0, variants)) {
          sequence += 1
          const words = {
            name,
            nameBahasa: styleNameBahasa(name),
            colour: colour.name,
            colourBahasa: colourBahasa(colour.name),
          }
          const description = describeProduct(random, words, sub)
          const soldOutSizes = new Set(
            sub.sizes.filter(() => sub.sizes.length > 1 && random.chance(0.15)),
          )
          planned.push({
            code: `KN${category.letter}${sub.code}${String(sequence).padStart(3, '0')}-${colour.code}`,
            name: `${name} ${colour.name}`,
            category,
            sub,
            kind: random.pick(sub.kinds),
            colour,
            ...planPrices(random, sub.priceRange),
            shortDescription: description.short,
            detailedDescription: description.detailed,
            nameBahasa: `${words.nameBahasa} ${words.colourBahasa}`,
            shortDescriptionBahasa: description.shortBahasa,
            detailedDescriptionBahasa: description.detailedBahasa,
            imageCount: random.int(3, 4),
            createdAt: new Date(now.getTime() - random.int(0, 120 * 24) * 3_600_000),
            soldOutSizes,
          })
        }
      }
    }
  }
  return planned
}
