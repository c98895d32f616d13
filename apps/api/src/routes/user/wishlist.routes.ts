import type { FastifyInstance } from 'fastify'
import { addWishlistItem, getWishlist, removeWishlistItem } from '@store/contract/wishlist'
import { MESSAGES } from '@store/contract/messages'
import { badRequest } from '../../lib/http-errors'
import { registerCall } from '../../lib/register-call'
import { languageOf } from '../../lib/request-language'
import { requireMember } from '../../plugins/auth'
import { addToWishlist, listWishlist, removeFromWishlist } from './wishlist.repository'

export function wishlistRoutes(app: FastifyInstance) {
  registerCall(app, getWishlist, async ({ product_detail_id }, request) => ({
    user_wishlists: await listWishlist(
      app.db,
      requireMember(request).id,
      product_detail_id,
      languageOf(request.headers['accept-language']),
    ),
  }))

  registerCall(app, addWishlistItem, async ({ product_detail_id }, request) => {
    if (!(await addToWishlist(app.db, requireMember(request).id, product_detail_id)))
      throw badRequest(MESSAGES.itemNotValid)
    return { message: MESSAGES.wishlistAdded }
  })

  registerCall(app, removeWishlistItem, async ({ product_detail_id }, request) => {
    await removeFromWishlist(app.db, requireMember(request).id, product_detail_id)
    return { message: MESSAGES.wishlistRemoved }
  })
}
