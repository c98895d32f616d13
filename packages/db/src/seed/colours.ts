import { COLOURS } from './art'
import type { ColourDef } from './product-plan'

/** The art palette with a three-letter code for product codes. */
export const SEED_COLOURS: ColourDef[] = COLOURS.map((colour) => ({
  ...colour,
  code: colour.name
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 3)
    .toUpperCase(),
}))
