import type { GarmentKind } from './art'
import { CARE_NOTES, CATEGORIES, FABRIC_NOTES, FIT_NOTES } from './catalogue-data'
import type { CategoryDef, SubCategoryDef } from './catalogue-data'
import type { Random } from './prng'

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

/** The short and detailed descriptions of a product: fabric, fit and care. */
export function describeProduct(random: Random, name: string, colour: string, sub: SubCategoryDef) {
  const fabric = random.pick(FABRIC_NOTES)
  const fit = random.pick(FIT_NOTES)
  const short = `${name} in ${colour.toLowerCase()}, cut from ${fabric}.`
  const detailed = [
    `Our ${name.toLowerCase()} is a ${sub.name.toLowerCase()} staple designed in Bandung and made in Indonesia.`,
    `Fabric: ${fabric}.`,
    sub.sizes.length > 1 ? fit : 'One size.',
    `Care: ${CARE_NOTES}`,
  ].join('\n')
  return { short, detailed }
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
          const { short, detailed } = describeProduct(random, name, colour.name, sub)
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
            shortDescription: short,
            detailedDescription: detailed,
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
