import type { FastifyInstance } from 'fastify'
import type {
  AdminPromoBundle,
  BundleTarget,
  PromoBundleFormOutput,
} from '@store/contract/admin/promo-bundles'
import {
  createPromoBundle,
  getPromoBundle,
  listPromoBundles,
  searchBundleTargets,
  setPromoBundleActive,
  unknownTargetsMessage,
  updatePromoBundle,
} from '@store/contract/admin/promo-bundles'
import type { Executor } from '@store/db/client'
import { parseWibText, toWibText } from '@store/contract/format/wib-text'
import { recordAudit } from '../../../lib/audit.repository'
import { changeCatalogue } from '../../../lib/catalogue-change'
import { badRequest, notFound } from '../../../lib/http-errors'
import { registerCall } from '../../../lib/register-call'
import { requireStaff } from '../../../plugins/auth'
import type { PromoBundleRecord, PromoBundleValues } from './promo-bundles.repository'
import {
  findBundleTargets,
  findPromoBundleById,
  insertPromoBundle,
  listBundleRules,
  listPromoBundleRows,
  replaceBundleRules,
  updatePromoBundleRow,
} from './promo-bundles.repository'
import { promotionState } from './promotion-state'
import { checkVersion, recordVersion } from './record-version'

const NOT_FOUND = 'There is no such promo bundle; it may have been removed.'

const ruleTarget = (rule: {
  groupId: number | null
  categorySubId: number | null
  productId: number | null
}) => rule.groupId ?? rule.categorySubId ?? rule.productId ?? 0

/** The bundles with their targets named; a bundle counts one kind of target. */
async function describeBundles(
  db: Executor,
  rows: PromoBundleRecord[],
  now: Date,
): Promise<AdminPromoBundle[]> {
  const rules = await listBundleRules(
    db,
    rows.map((row) => row.id),
  )
  const names = new Map<string, BundleTarget>()
  for (const type of ['GROUP', 'SUB_GROUP', 'PRODUCT'] as const) {
    const ids = [...new Set(rules.filter((r) => r.bundlingType === type).map(ruleTarget))]
    for (const target of await findBundleTargets(db, type, { ids }))
      names.set(`${type}:${target.id}`, target)
  }
  return rows.map((row) => {
    const own = rules.filter((rule) => rule.promoBundleId === row.id)
    const type = own[0]?.bundlingType ?? 'PRODUCT'
    const edited = {
      id: row.id,
      name: row.name,
      description: row.description,
      bundling_item_count: row.bundlingItemCount,
      disc_percent: row.discPercent,
      disc_nominal: row.discNominal,
      starts_at: row.startsAt ? toWibText(row.startsAt, 'minute') : null,
      ends_at: row.endsAt ? toWibText(row.endsAt, 'minute') : null,
      bundling_type: type,
      targets: own
        .filter((rule) => rule.bundlingType === type)
        .map((rule) => {
          const id = ruleTarget(rule)
          return names.get(`${type}:${id}`) ?? { id, name: `#${id}`, detail: '' }
        }),
    }
    return {
      ...edited,
      is_active: row.isActive,
      state: promotionState(row, now),
      version: recordVersion({ ...edited, targets: edited.targets.map((target) => target.id) }),
    }
  })
}

const valuesOf = (input: PromoBundleFormOutput): PromoBundleValues => ({
  name: input.name,
  description: input.description,
  bundlingItemCount: input.bundling_item_count,
  discPercent: input.disc_percent,
  discNominal: input.disc_nominal,
  startsAt: input.starts_at ? parseWibText(input.starts_at) : null,
  endsAt: input.ends_at ? parseWibText(input.ends_at) : null,
})

/** Every id the bundle is to count must exist: a 400 names those that do not. */
async function checkedTargets(db: Executor, input: PromoBundleFormOutput) {
  const ids = [...new Set(input.target_ids)]
  const found = new Set(
    (await findBundleTargets(db, input.bundling_type, { ids })).map((target) => target.id),
  )
  const missing = ids.filter((id) => !found.has(id))
  if (missing.length > 0) throw badRequest(unknownTargetsMessage(input.bundling_type, missing))
  return ids
}

/** Promo bundles in the back office; GET promos (a cached shop answer) follows every change. */
export function promoBundleRoutes(app: FastifyInstance) {
  const now = () => app.clock.now()
  const one = async (db: Executor, row: PromoBundleRecord) => {
    const [bundle] = await describeBundles(db, [row], now())
    if (!bundle) throw notFound(NOT_FOUND)
    return bundle
  }

  registerCall(app, listPromoBundles, async (input) => {
    const rows = await listPromoBundleRows(app.db, input.status, now())
    return { data: { items: await describeBundles(app.db, rows, now()) } }
  })

  registerCall(app, getPromoBundle, async (input) => {
    const row = await findPromoBundleById(app.db, input.id)
    if (!row) throw notFound(NOT_FOUND)
    return { data: await one(app.db, row) }
  })

  registerCall(app, searchBundleTargets, async (input) => ({
    data: { items: await findBundleTargets(app.db, input.bundling_type, { q: input.q }) },
  }))

  registerCall(app, createPromoBundle, async (input, request) => {
    const staff = requireStaff(request)
    const data = await changeCatalogue(
      app,
      async ({ tx }) => {
        const ids = await checkedTargets(tx, input)
        const row = await insertPromoBundle(tx, valuesOf(input))
        await replaceBundleRules(tx, row.id, input.bundling_type, ids)
        const after = await one(tx, row)
        await recordAudit(tx, staff, {
          action: 'promo_bundle.create',
          entity: 'promo_bundle',
          entityId: row.id,
          after,
        })
        return after
      },
      { stats: false },
    )
    return { data }
  })

  registerCall(app, updatePromoBundle, async (input, request) => {
    const staff = requireStaff(request)
    const data = await changeCatalogue(
      app,
      async ({ tx }) => {
        const existing = await findPromoBundleById(tx, input.id, { lock: true })
        if (!existing) throw notFound(NOT_FOUND)
        const before = await one(tx, existing)
        checkVersion(before.version, input.version)
        const ids = await checkedTargets(tx, input)
        const row = await updatePromoBundleRow(tx, input.id, valuesOf(input))
        await replaceBundleRules(tx, row.id, input.bundling_type, ids)
        const after = await one(tx, row)
        await recordAudit(tx, staff, {
          action: 'promo_bundle.update',
          entity: 'promo_bundle',
          entityId: row.id,
          before,
          after,
        })
        return after
      },
      { stats: false },
    )
    return { data }
  })

  registerCall(app, setPromoBundleActive, async (input, request) => {
    const staff = requireStaff(request)
    const data = await changeCatalogue(
      app,
      async ({ tx }) => {
        const existing = await findPromoBundleById(tx, input.id, { lock: true })
        if (!existing) throw notFound(NOT_FOUND)
        const row = await updatePromoBundleRow(tx, input.id, { isActive: input.is_active })
        await recordAudit(tx, staff, {
          action: input.is_active ? 'promo_bundle.switch_on' : 'promo_bundle.switch_off',
          entity: 'promo_bundle',
          entityId: row.id,
          before: { is_active: existing.isActive },
          after: { is_active: row.isActive },
        })
        return one(tx, row)
      },
      { stats: false },
    )
    return { data }
  })
}
