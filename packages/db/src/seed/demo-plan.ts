import { SEED_COLOURS } from './colours'
import { createRandom } from './prng'
import { planProducts } from './product-plan'

export const SEED_NUMBER = 20_261_121

/** The demo catalogue, planned from a fixed seed so every install is identical. */
export function planDemoCatalogue(now = new Date()) {
  return planProducts(createRandom(SEED_NUMBER), SEED_COLOURS, now)
}
