import type { FastifyInstance } from 'fastify'
import {
  FIXED_CATEGORY_IDS,
  createCategory,
  createSubCategory,
  listAdminCategories,
  updateCategory,
  updateSubCategory,
} from '@store/contract/admin/categories'
import { recordAudit } from '../../../lib/audit.repository'
import { changeCatalogue } from '../../../lib/catalogue-change'
import { HttpError, badRequest, notFound } from '../../../lib/http-errors'
import { registerCall } from '../../../lib/register-call'
import { requireStaff } from '../../../plugins/auth'
import { categoryMoveRoutes } from './move-routes'
import {
  countProductsBySub,
  findCategoryBySlug,
  findCategoryRow,
  findSubCategoryRow,
  insertCategory,
  insertSubCategory,
  listCategoryRows,
  listSubCategoryRows,
  lockSiblings,
  nextId,
  updateCategoryRow,
  updateSubCategoryRow,
} from './categories.repository'

const RACE = 'Someone else added a category at the same moment. Please try again.'
const FIXED: readonly number[] = FIXED_CATEGORY_IDS

const slugOf = (name: string) =>
  name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)

/**
 * The Bahasa columns a form sent: '' is stored as null (missing), a field left
 * out is left out, so the stored text stays (decision 072).
 */
function bahasaColumns(input: { name_bahasa?: string; cover_text_bahasa?: string }) {
  return {
    ...(input.name_bahasa === undefined ? {} : { nameBahasa: input.name_bahasa || null }),
    ...(input.cover_text_bahasa === undefined
      ? {}
      : { coverTextBahasa: input.cover_text_bahasa || null }),
  }
}

/** Categories and sub-categories (docs/decisions/044); every write through changeCatalogue. */
export function categoryRoutes(app: FastifyInstance) {
  registerCall(app, listAdminCategories, async () => {
    const [rows, subs, counts] = [
      await listCategoryRows(app.db),
      await listSubCategoryRows(app.db),
      await countProductsBySub(app.db),
    ]
    const countOf = new Map(counts.map((c) => [c.subId, c]))
    return {
      data: rows.map((category) => {
        const own = subs
          .filter((sub) => sub.categoryId === category.id)
          .map((sub) => ({
            id: sub.id,
            category_id: sub.categoryId,
            name: sub.name,
            name_bahasa: sub.nameBahasa ?? '',
            show_cover: sub.showCover,
            cover_image_url: sub.coverImageUrl,
            cover_text: sub.coverText,
            cover_text_bahasa: sub.coverTextBahasa ?? '',
            product_count: countOf.get(sub.id)?.all ?? 0,
            active_count: countOf.get(sub.id)?.active ?? 0,
          }))
        return {
          id: category.id,
          name: category.name,
          name_bahasa: category.nameBahasa ?? '',
          slug: category.slug,
          cover_image_url: category.coverImageUrl,
          cover_text: category.coverText,
          cover_text_bahasa: category.coverTextBahasa ?? '',
          fixed: FIXED.includes(category.id),
          product_count: own.reduce((sum, sub) => sum + sub.product_count, 0),
          active_count: own.reduce((sum, sub) => sum + sub.active_count, 0),
          subs: own,
        }
      }),
    }
  })

  registerCall(app, createCategory, async (input, request) => {
    const staff = requireStaff(request)
    const made = await changeCatalogue(app, async (writer) => {
      const id = await nextId(writer.tx, 'category')
      const base = slugOf(input.name) || 'category'
      const slug = (await findCategoryBySlug(writer.tx, base)) ? `${base}-${id}` : base
      const row = await insertCategory(writer.tx, {
        id,
        name: input.name,
        slug,
        coverImageUrl: input.cover_image_url,
        coverText: input.cover_text,
        ...bahasaColumns(input),
        sortOrder: (await lockSiblings(writer.tx, 'category', id)).length,
      })
      if (!row) throw new HttpError(409, RACE)
      await recordAudit(writer.tx, staff, {
        action: 'category.create',
        entity: 'category',
        entityId: id,
        after: row,
      })
      return row
    })
    return { data: { id: made.id }, message: `${made.name} was created.` }
  })

  registerCall(app, updateCategory, async ({ id, ...input }, request) => {
    const staff = requireStaff(request)
    await changeCatalogue(app, async (writer) => {
      const before = await findCategoryRow(writer.tx, id)
      if (!before) throw notFound(`There is no category ${id}.`)
      const set = {
        name: input.name,
        coverImageUrl: input.cover_image_url,
        coverText: input.cover_text,
        ...bahasaColumns(input),
      }
      await updateCategoryRow(writer.tx, id, set)
      await recordAudit(writer.tx, staff, {
        action: 'category.update',
        entity: 'category',
        entityId: id,
        before,
        after: { ...before, ...set },
      })
    })
    return { message: `${input.name} was saved.` }
  })

  registerCall(app, createSubCategory, async ({ category_id: categoryId, ...input }, request) => {
    const staff = requireStaff(request)
    const made = await changeCatalogue(app, async (writer) => {
      if (!(await findCategoryRow(writer.tx, categoryId)))
        throw badRequest(`There is no category ${categoryId}.`)
      const id = await nextId(writer.tx, 'sub')
      const row = await insertSubCategory(writer.tx, {
        id,
        categoryId,
        name: input.name,
        showCover: input.show_cover,
        coverImageUrl: input.cover_image_url,
        coverText: input.cover_text,
        ...bahasaColumns(input),
        sortOrder: (await lockSiblings(writer.tx, 'sub', categoryId)).length,
      })
      if (!row) throw new HttpError(409, RACE)
      await recordAudit(writer.tx, staff, {
        action: 'category_sub.create',
        entity: 'category_sub',
        entityId: id,
        after: row,
      })
      return row
    })
    return { data: { id: made.id }, message: `${made.name} was created.` }
  })

  registerCall(app, updateSubCategory, async ({ id, ...input }, request) => {
    const staff = requireStaff(request)
    await changeCatalogue(app, async (writer) => {
      const before = await findSubCategoryRow(writer.tx, id)
      if (!before) throw notFound(`There is no sub-category ${id}.`)
      const set = {
        name: input.name,
        showCover: input.show_cover,
        coverImageUrl: input.cover_image_url,
        coverText: input.cover_text,
        ...bahasaColumns(input),
      }
      await updateSubCategoryRow(writer.tx, id, set)
      await recordAudit(writer.tx, staff, {
        action: 'category_sub.update',
        entity: 'category_sub',
        entityId: id,
        before,
        after: { ...before, ...set },
      })
    })
    return { message: `${input.name} was saved.` }
  })

  categoryMoveRoutes(app)
}
