import { randomInt } from 'node:crypto'
import { SHOP_FAULT_REASONS } from '@store/contract/returns'
import type { BankDetails, ReturnWay, ReturnWish } from '@store/contract/returns'
import { toWibText } from '@store/contract/format/wib-text'
import type { Transaction } from '@store/db/client'
import type { CatalogueWriter } from '../../cache/catalogue-writes'
import { StockRefusal, badRequest } from '../../lib/http-errors'
import { MAIL_WORDS } from '../../i18n/words'
import { recordRepeatableOrderEvent } from '../order-moves.repository'
import { listOrderLines, lockOrder } from '../order.repository'
import type { OrderRow } from '../order.repository'
import { findOrderPhotos } from './return-photos.repository'
import { returnRefusal } from './return-refusals'
import { planReturn } from './return-plan'
import type { AskedLine, PlannedLine } from './return-plan'
import { returnWindow } from './return-window'
import {
  findProductSize,
  findReturnByKey,
  insertReturn,
  insertReturnLines,
  returnedUnits,
} from './returns.repository'
import type { ReturnRow } from './returns.repository'
import { findShowroom } from './showrooms.repository'

/** How long an exchange's size is held for the buyer: the parcel's trip back and its check. */
export const EXCHANGE_HOLD_DAYS = 14

export interface ReturnRequest {
  lines: readonly AskedLine[]
  wish: ReturnWish
  way: ReturnWay
  showroomId?: number | undefined
  bank?: BankDetails | undefined
  photos: readonly string[]
  note?: string | undefined
  requestKey: string
  now: Date
}

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
/** A reference the buyer writes on the parcel: short, unguessable, no 0/O or 1/I to confuse. */
export const newReturnRef = () =>
  `RT-${Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`

/** The sizes an exchange wants, each held now in the order's showroom, or a refusal. */
async function holdExchangeSizes(writer: CatalogueWriter, order: OrderRow, planned: PlannedLine[]) {
  const held = []
  for (const { asked, line } of planned) {
    const code = asked.exchange_size ?? ''
    const size = await findProductSize(writer.tx, line.productId, code)
    const named = { product: line.productName, size: code }
    if (!size) throw badRequest((l) => MAIL_WORDS[l].returns_no_size(named))
    if (size.id === line.productSizeId)
      throw badRequest((l) => MAIL_WORDS[l].returns_same_size(named))
    held.push({
      productId: line.productId,
      productSizeId: size.id,
      sizeCode: code,
      qty: asked.qty,
      named,
    })
  }
  const took = await writer.takeStocks(
    held.map(({ productId, productSizeId, qty }) => ({
      productId,
      productSizeId,
      showroomId: order.showroomId,
      qty,
    })),
  )
  if (!took) {
    const names = held.map((size) => `${size.named.product} (${size.named.size})`).join(', ')
    throw new StockRefusal('checkout', (l) => MAIL_WORDS[l].returns_size_out({ sizes: names }))
  }
  return held
}

/**
 * A return names only photos uploaded for its own order and sent with no
 * other return of it (decision 098), so staff never see a picture from
 * someone else's parcel, nor one photo proving two claims.
 */
async function refuseForeignPhotos(tx: Transaction, orderId: number, photos: readonly string[]) {
  const uploaded = await findOrderPhotos(tx, orderId, photos)
  for (const key of photos) {
    const upload = uploaded.get(key)
    if (!upload) throw badRequest((l) => MAIL_WORDS[l].returns_unknown_photo())
    if (upload.claimed) throw badRequest((l) => MAIL_WORDS[l].returns_photo_claimed())
  }
}

/**
 * Asks for a return or an exchange of a received order (issue 34, decision
 * 086), in the writer's transaction with the order locked, so a double click
 * or a second tab decide one after the other: the same request key answers
 * the return already made. Every refusal is thrown before anything is
 * written; an exchange's sizes are taken from stock last, by the checkout's
 * own conditional update, so a sale racing it for the last unit sells it once.
 */
export async function requestReturn(
  writer: CatalogueWriter,
  orderId: number,
  request: ReturnRequest,
): Promise<{ made: boolean; row: ReturnRow }> {
  const { tx } = writer
  const order = await lockOrder(tx, orderId)
  if (!order) throw new Error(`no order ${orderId}`)
  const earlier = await findReturnByKey(tx, order.id, request.requestKey)
  if (earlier) return { made: false, row: earlier }
  const refusal = returnRefusal(order, request.now)
  if (refusal) throw badRequest(refusal)
  const window = returnWindow(order.completedAt ?? request.now)
  const damage = request.lines.some((line) => line.reason === 'damaged')
  if (damage && request.now >= window.damageClosesAt) {
    const closes = toWibText(window.damageClosesAt, 'minute')
    throw badRequest((l) =>
      MAIL_WORDS[l].returns_damage_window_closed({ ref: order.trxRef, closes }),
    )
  }
  if (damage && request.photos.length === 0)
    throw badRequest((l) => MAIL_WORDS[l].returns_photos_needed())
  const photos = [...new Set(request.photos)]
  await refuseForeignPhotos(tx, order.id, photos)
  const returned = await returnedUnits(tx, order.id)
  const plan = planReturn(await listOrderLines(tx, order.id), request.lines, returned, order.trxRef)
  if (!plan.ok) throw badRequest(plan.said)
  const showroomId = request.way === 'COUNTER' ? (request.showroomId ?? 0) : order.showroomId
  if (!(await findShowroom(tx, showroomId)))
    throw badRequest((l) => MAIL_WORDS[l].returns_no_showroom({ id: showroomId }))
  const held = request.wish === 'EXCHANGE' ? await holdExchangeSizes(writer, order, plan.lines) : []
  const row = await insertReturn(tx, {
    returnRef: newReturnRef(),
    orderId: order.id,
    requestKey: request.requestKey,
    wish: request.wish,
    way: request.way,
    showroomId,
    bankName: request.bank?.bank_name ?? null,
    bankAccount: request.bank?.account_number ?? null,
    bankHolder: request.bank?.account_holder ?? null,
    photos,
    note: request.note ?? null,
    holdUntil:
      held.length > 0 ? new Date(request.now.getTime() + EXCHANGE_HOLD_DAYS * 86_400_000) : null,
    createdAt: request.now,
    updatedAt: request.now,
  })
  await insertReturnLines(
    tx,
    plan.lines.map(({ asked, line }, index) => ({
      returnId: row.id,
      orderLineId: line.id,
      qty: asked.qty,
      reason: asked.reason,
      exchangeProductSizeId: held[index]?.productSizeId ?? null,
      exchangeSizeCode: held[index]?.sizeCode ?? null,
      held: held[index] !== undefined,
    })),
  )
  // A fit return may change what the product page says of its fit (decision 096).
  for (const { asked, line } of plan.lines)
    if (asked.reason === 'too_small' || asked.reason === 'too_large')
      writer.productChanged(line.productId)
  await recordRepeatableOrderEvent(tx, order.id, 'RETURN_UPDATED', request.now)
  return { made: true, row }
}

/** Whether every line comes back for a fault of the shop (its shipping is then refunded with the whole order). */
export const shopAtFault = (reasons: readonly string[]) =>
  reasons.length > 0 &&
  reasons.every((reason) => (SHOP_FAULT_REASONS as readonly string[]).includes(reason))
