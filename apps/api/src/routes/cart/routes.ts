import type { FastifyInstance, FastifyRequest } from 'fastify'
import { priceCartItems } from '@store/contract/bundle-pricing'
import {
  addCartItem,
  decrementCartItem,
  getCart,
  incrementCartItem,
  removeCartItem,
} from '@store/contract/cart'
import { MESSAGES } from '@store/contract/messages'
import { stockLimitSaid } from '../../lib/said'
import { getPromos } from '@store/contract/promos'
import { StockRefusal, badRequest } from '../../lib/http-errors'
import { registerCall } from '../../lib/register-call'
import { listCartLines } from './cart-lines.repository'
import { requestMember, resolveCartOwner } from './cart-owner'
import type { CartOwner } from './cart-owner'
import {
  addCartLine,
  findCartId,
  keepCartAlive,
  openCart,
  removeCartLine,
  stepCartLine,
  touchCart,
} from './cart.repository'
import { mergeDeviceCartIntoMember } from './merge-carts'
import { findProductSize, stockCap } from './product-size.repository'
import { listRunningBundles } from './promo.repository'

type LineInput = { local_device_id: string; product_detail_id: number; size: string }

/** The five cart calls of spec section 7 and GET promos. */
export function cartRoutes(app: FastifyInstance, options: { now: () => Date }) {
  const db = app.db

  /** A member's first cart call from a device brings that device's cart along. */
  async function ownerOf(request: FastifyRequest, deviceId: string): Promise<CartOwner> {
    const owner = resolveCartOwner(requestMember(request), deviceId)
    if (owner.kind === 'member' && (await findCartId(db, { kind: 'device', deviceId })) !== null)
      await db.transaction((tx) =>
        mergeDeviceCartIntoMember(tx, { deviceId, userId: owner.userId }),
      )
    return owner
  }

  async function productSizeOf({ product_detail_id, size }: LineInput, activeOnly: boolean) {
    const found = await findProductSize(db, product_detail_id, size, { activeOnly })
    if (found.found === 'none') throw badRequest(MESSAGES.itemNotValid)
    if (found.found === 'product') throw badRequest(MESSAGES.chooseSize)
    return found.productSizeId
  }

  async function step(input: LineInput, request: FastifyRequest, direction: 1 | -1) {
    const productSizeId = await productSizeOf(input, false)
    const cartId = await touchCart(db, await ownerOf(request, input.local_device_id))
    if (cartId === null) throw badRequest(MESSAGES.cartLineMissing)
    const cap = direction === 1 ? await stockCap(db, productSizeId) : 0
    const outcome = await stepCartLine(db, cartId, productSizeId, direction, cap)
    if (outcome === 'missing') throw badRequest(MESSAGES.cartLineMissing)
    if (outcome === 'limit') throw new StockRefusal('cart', stockLimitSaid(cap))
    return { message: MESSAGES.cartItemUpdated }
  }

  registerCall(app, getCart, async ({ local_device_id }, request) => {
    const owner = await ownerOf(request, local_device_id)
    const cartId = await keepCartAlive(db, owner)
    const items = cartId === null ? [] : await listCartLines(db, cartId)
    const bundles = await listRunningBundles(db, options.now())
    return { cart: { cart_items: items, summary: priceCartItems(items, bundles) } }
  })

  registerCall(app, addCartItem, async (input, request) => {
    const productSizeId = await productSizeOf(input, true)
    const cap = await stockCap(db, productSizeId)
    if (input.qty > cap) throw new StockRefusal('cart', stockLimitSaid(cap))
    const cartId = await openCart(db, await ownerOf(request, input.local_device_id))
    if ((await addCartLine(db, cartId, productSizeId, input.qty, cap)) === null)
      throw new StockRefusal('cart', stockLimitSaid(cap))
    return { message: MESSAGES.cartItemAdded }
  })

  registerCall(app, incrementCartItem, (input, request) => step(input, request, 1))
  registerCall(app, decrementCartItem, (input, request) => step(input, request, -1))

  registerCall(app, removeCartItem, async (input, request) => {
    const productSizeId = await productSizeOf(input, false)
    const cartId = await touchCart(db, await ownerOf(request, input.local_device_id))
    // Removing a line that is already gone is no harm: a repeated request answers the same.
    if (cartId !== null) await removeCartLine(db, cartId, productSizeId)
    return { message: MESSAGES.cartItemRemoved }
  })

  registerCall(app, getPromos, async () => ({
    product_promos: await listRunningBundles(db, options.now()),
  }))
}
