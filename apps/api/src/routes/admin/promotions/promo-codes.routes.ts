import type { FastifyInstance } from 'fastify'
import type { AdminPromoCode, PromoCodeFormOutput } from '@store/contract/admin/promotions'
import {
  PROMO_CODE_PAGE_SIZE,
  createPromoCode,
  getPromoCode,
  listPromoCodes,
  promoCodeTakenMessage,
  setPromoCodeActive,
  updatePromoCode,
  usageBelowUsedMessage,
} from '@store/contract/admin/promotions'
import { parseWibText, toWibText } from '@store/contract/format/wib-text'
import { recordAudit } from '../../../lib/audit.repository'
import { changeCatalogue } from '../../../lib/catalogue-change'
import { badRequest, notFound } from '../../../lib/http-errors'
import { registerCall } from '../../../lib/register-call'
import { requireStaff } from '../../../plugins/auth'
import type { PromoCodeRecord, PromoCodeValues } from './promo-codes.repository'
import {
  codeTaken,
  findPromoCodeById,
  insertPromoCode,
  listPromoCodeRows,
  updatePromoCodeRow,
} from './promo-codes.repository'
import { promotionState } from './promotion-state'
import { followParent } from './single-use-codes.repository'
import { checkVersion, recordVersion } from './record-version'

const NOT_FOUND = 'There is no such promo code; it may have been removed.'
const SINGLE_USE_EDIT =
  'This is a single-use code: it follows the promo code it was made from; edit that one instead.'

const wibOrNull = (date: Date | null) => (date ? toWibText(date, 'minute') : null)
const dateOrNull = (text: string | null) => (text ? parseWibText(text) : null)

export function toAdminPromoCode(row: PromoCodeRecord, now: Date): AdminPromoCode {
  const edited = {
    id: row.id,
    code: row.code,
    category: row.category,
    disc_percent: row.discPercent,
    disc_nominal: row.discNominal,
    disc_max: row.discMax,
    min_purchase: row.minPurchase,
    starts_at: wibOrNull(row.startsAt),
    ends_at: wibOrNull(row.endsAt),
    usage_limit: row.usageLimit,
    usage_limit_per_member: row.usageLimitPerMember,
  }
  return {
    ...edited,
    used_count: row.usedCount,
    is_active: row.isActive,
    state: promotionState(row, now),
    version: recordVersion(edited),
  }
}

const valuesOf = (input: PromoCodeFormOutput): PromoCodeValues => ({
  code: input.code,
  category: input.category,
  discPercent: input.disc_percent,
  discNominal: input.disc_nominal,
  discMax: input.disc_max,
  minPurchase: input.min_purchase,
  startsAt: dateOrNull(input.starts_at),
  endsAt: dateOrNull(input.ends_at),
  usageLimit: input.usage_limit,
  usageLimitPerMember: input.usage_limit_per_member,
})

/**
 * Promo codes in the back office. Orders keep their own copy of the code and
 * the discount they were given, so editing a used code never rewrites one
 * (decision 046); only a usage limit under the uses already held is refused.
 */
export function promoCodeRoutes(app: FastifyInstance) {
  const now = () => app.clock.now()

  registerCall(app, listPromoCodes, async (input) => {
    const { rows, total } = await listPromoCodeRows(app.db, {
      q: input.q,
      filter: input.status,
      page: input.page,
      pageSize: PROMO_CODE_PAGE_SIZE,
      now: now(),
    })
    const items = rows.map((row) => toAdminPromoCode(row, now()))
    return { data: { items, total, page: input.page, page_size: PROMO_CODE_PAGE_SIZE } }
  })

  registerCall(app, getPromoCode, async (input) => {
    const row = await findPromoCodeById(app.db, input.id)
    if (!row) throw notFound(NOT_FOUND)
    return { data: toAdminPromoCode(row, now()) }
  })

  registerCall(app, createPromoCode, async (input, request) => {
    const staff = requireStaff(request)
    const row = await changeCatalogue(
      app,
      async ({ tx }) => {
        if (await codeTaken(tx, input.code)) throw badRequest(promoCodeTakenMessage(input.code))
        const created = await insertPromoCode(tx, valuesOf(input))
        if (!created) throw badRequest(promoCodeTakenMessage(input.code))
        await recordAudit(tx, staff, {
          action: 'promo_code.create',
          entity: 'promo_code',
          entityId: created.id,
          after: toAdminPromoCode(created, now()),
        })
        return created
      },
      { stats: false },
    )
    return { data: toAdminPromoCode(row, now()) }
  })

  registerCall(app, updatePromoCode, async (input, request) => {
    const staff = requireStaff(request)
    const row = await changeCatalogue(
      app,
      async ({ tx }) => {
        const before = await findPromoCodeById(tx, input.id, { lock: true })
        if (!before) throw notFound(NOT_FOUND)
        if (before.parentId !== null) throw badRequest(SINGLE_USE_EDIT)
        checkVersion(toAdminPromoCode(before, now()).version, input.version)
        if (await codeTaken(tx, input.code, input.id))
          throw badRequest(promoCodeTakenMessage(input.code))
        if (input.usage_limit !== null && input.usage_limit < before.usedCount)
          throw badRequest(usageBelowUsedMessage(before.usedCount))
        const after = await updatePromoCodeRow(tx, input.id, valuesOf(input))
        await followParent(tx, after)
        await recordAudit(tx, staff, {
          action: 'promo_code.update',
          entity: 'promo_code',
          entityId: input.id,
          before: toAdminPromoCode(before, now()),
          after: toAdminPromoCode(after, now()),
        })
        return after
      },
      { stats: false },
    )
    return { data: toAdminPromoCode(row, now()) }
  })

  registerCall(app, setPromoCodeActive, async (input, request) => {
    const staff = requireStaff(request)
    const row = await changeCatalogue(
      app,
      async ({ tx }) => {
        const before = await findPromoCodeById(tx, input.id, { lock: true })
        if (!before) throw notFound(NOT_FOUND)
        if (before.parentId !== null) throw badRequest(SINGLE_USE_EDIT)
        const after = await updatePromoCodeRow(tx, input.id, { isActive: input.is_active })
        await followParent(tx, after)
        await recordAudit(tx, staff, {
          action: input.is_active ? 'promo_code.switch_on' : 'promo_code.switch_off',
          entity: 'promo_code',
          entityId: input.id,
          before: { is_active: before.isActive },
          after: { is_active: after.isActive },
        })
        return after
      },
      { stats: false },
    )
    return { data: toAdminPromoCode(row, now()) }
  })
}
