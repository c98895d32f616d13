import type { FastifyInstance } from 'fastify'
import type { Env } from '../../env'
import { addressRoutes } from './address.routes'
import { notificationRoutes } from './notifications.routes'
import { profileRoutes } from './profile.routes'
import { wishlistRoutes } from './wishlist.routes'

/** The member calls (user/*): each one answers 401 without a live token. */
export function userRoutes(app: FastifyInstance, env: Env) {
  profileRoutes(app, env)
  addressRoutes(app)
  wishlistRoutes(app)
  notificationRoutes(app)
}
