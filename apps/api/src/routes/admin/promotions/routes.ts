import type { FastifyInstance } from 'fastify'
import { promoBundleRoutes } from './promo-bundles.routes'
import { promoCodeRoutes } from './promo-codes.routes'
import { singleUseCodeRoutes } from './single-use-codes.routes'

/** Promo codes and promo bundles (decision 046), for OWNER and STAFF. */
export function promotionRoutes(app: FastifyInstance) {
  promoCodeRoutes(app)
  singleUseCodeRoutes(app)
  promoBundleRoutes(app)
}
