import type { FastifyInstance } from 'fastify'
import type { StaffSession } from '../../../lib/auth/staff-session.repository'
import {
  CATEGORY_MESSAGES,
  FIXED_CATEGORY_IDS,
  deleteCategory,
  moveCategoryProducts,
  reorderCategory,
} from '@store/contract/admin/categories'
import type { Transaction } from '@store/db/client'
import { recordAudit } from '../../../lib/audit.repository'
import { changeCatalogue } from '../../../lib/catalogue-change'
import { badRequest, notFound } from '../../../lib/http-errors'
import { registerCall } from '../../../lib/register-call'
import { requireStaff } from '../../../plugins/auth'
import type { CategoryKind } from './categories.repository'
import {
  countBundlesOn,
  countProductsIn,
  deleteCategoryRows,
  findCategoryRow,
  findSubCategoryRow,
  groupOfSub,
  lockSiblings,
  moveProducts,
  writeOrder,
} from './categories.repository'

const FIXED: readonly number[] = FIXED_CATEGORY_IDS
const label = (kind: CategoryKind) => (kind === 'category' ? 'category' : 'sub-category')
const products = (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`

async function findEither(tx: Transaction, kind: CategoryKind, id: number) {
  const row = kind === 'category' ? await findCategoryRow(tx, id) : await findSubCategoryRow(tx, id)
  if (!row) throw notFound(`There is no ${label(kind)} ${id}.`)
  return { row, categoryId: 'categoryId' in row ? row.categoryId : row.id }
}

const audit = (
  tx: Transaction,
  staff: StaffSession,
  action: string,
  kind: CategoryKind,
  id: number,
  before: unknown,
  after: unknown,
) =>
  recordAudit(tx, staff, {
    action,
    entity: kind === 'category' ? 'category' : 'category_sub',
    entityId: id,
    before,
    after,
  })

/** Reorder, delete (empty only) and move every product elsewhere (docs/decisions/044). */
export function categoryMoveRoutes(app: FastifyInstance) {
  registerCall(app, reorderCategory, async ({ kind, id, direction }, request) => {
    const staff = requireStaff(request)
    const name = await changeCatalogue(app, async (writer) => {
      const { row, categoryId } = await findEither(writer.tx, kind, id)
      const ids = (await lockSiblings(writer.tx, kind, categoryId)).map((sibling) => sibling.id)
      const at = ids.indexOf(id)
      const to = direction === 'up' ? at - 1 : at + 1
      if (to < 0 || to >= ids.length)
        throw badRequest(`${row.name} is already ${direction === 'up' ? 'first' : 'last'}.`)
      const order = [...ids]
      order.splice(at, 1)
      order.splice(to, 0, id)
      await writeOrder(writer.tx, kind, order)
      await audit(
        writer.tx,
        staff,
        `${kind === 'category' ? 'category' : 'category_sub'}.reorder`,
        kind,
        id,
        ids,
        order,
      )
      return row.name
    })
    return { message: `${name} was moved ${direction}.` }
  })

  registerCall(app, deleteCategory, async ({ kind, id }, request) => {
    const staff = requireStaff(request)
    const name = await changeCatalogue(app, async (writer) => {
      const { row } = await findEither(writer.tx, kind, id)
      if (kind === 'category' && FIXED.includes(id))
        throw badRequest(CATEGORY_MESSAGES.fixed(row.name))
      const held = await countProductsIn(writer.tx, kind, id)
      if (held > 0)
        throw badRequest(
          `${row.name} still holds ${products(held)} (active and archived). Move them to another ${label(kind)} first, then delete it.`,
        )
      const bundles = await countBundlesOn(writer.tx, kind, id)
      if (bundles > 0)
        throw badRequest(
          `${row.name} is counted by ${bundles} promo ${bundles === 1 ? 'bundle' : 'bundles'}. Change those bundles first, then delete it.`,
        )
      await deleteCategoryRows(writer.tx, kind, id)
      await audit(
        writer.tx,
        staff,
        `${kind === 'category' ? 'category' : 'category_sub'}.delete`,
        kind,
        id,
        row,
        null,
      )
      return row.name
    })
    return { message: `${name} was deleted.` }
  })

  registerCall(app, moveCategoryProducts, async (input, request) => {
    const staff = requireStaff(request)
    const { kind, id, to_category_id: toCategoryId, to_sub_id: toSubId } = input
    const message = await changeCatalogue(app, async (writer) => {
      const { row } = await findEither(writer.tx, kind, id)
      const target = await findSubCategoryRow(writer.tx, toSubId)
      if (!target || target.categoryId !== toCategoryId)
        throw badRequest('Choose a sub-category of the category you are moving the products to.')
      if (kind === 'sub' ? toSubId === id : toCategoryId === id)
        throw badRequest(`Choose a ${label(kind)} other than ${row.name} to move its products to.`)
      const group = await groupOfSub(writer.tx, toSubId)
      const moved = await moveProducts(
        writer.tx,
        { kind, id },
        { categoryId: toCategoryId, subId: toSubId, group },
      )
      await audit(
        writer.tx,
        staff,
        'category.move_products',
        kind,
        id,
        { kind, id, product_ids: moved },
        {
          category_id: toCategoryId,
          category_sub_id: toSubId,
          group_id: group?.groupId ?? null,
          sub_group_id: group?.subGroupId ?? null,
        },
      )
      return `${products(moved.length)} moved from ${row.name} to ${target.name}.`
    })
    return { message }
  })
}
