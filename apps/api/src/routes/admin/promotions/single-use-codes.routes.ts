import { randomInt } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import Papa from 'papaparse'
import {
  SINGLE_USE_CODE_TAIL,
  SINGLE_USE_CSV_COLUMNS,
  exportSingleUseCodes,
  getSingleUseCodes,
  makeSingleUseCodes,
} from '@store/contract/admin/single-use-codes'
import { toWibText } from '@store/contract/format/wib-text'
import { recordAudit } from '../../../lib/audit.repository'
import { badRequest, notFound } from '../../../lib/http-errors'
import { registerCall } from '../../../lib/register-call'
import { authenticate, requireStaff } from '../../../plugins/auth'
import { findPromoCodeById } from './promo-codes.repository'
import type { PromoCodeRecord } from './promo-codes.repository'
import {
  countSingleUseCodes,
  insertSingleUseCodes,
  listSingleUseCodes,
} from './single-use-codes.repository'

const NOT_FOUND = 'There is no such promo code; it may have been removed.'
/** No 0/O or 1/I: a code read aloud or off a story is typed right. */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
/** Rounds of drawing again for codes someone already holds, before giving up. */
const DRAWS = 5

const newCode = (prefix: string) =>
  `${prefix}${Array.from({ length: SINGLE_USE_CODE_TAIL }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`

/** The code codes are made from: a parent, never a single-use code itself. */
function parentOrRefuse(row: PromoCodeRecord | undefined) {
  if (!row) throw notFound(NOT_FOUND)
  if (row.parentId !== null)
    throw badRequest('This is a single-use code; make codes from the promo code it was made from.')
  return row
}

/**
 * Single-use codes made in bulk from a promo code (decision 097): each a
 * promo code of its own with a usage limit of 1, so the checkout, its limits
 * and its releases treat them as any other code.
 */
export function singleUseCodeRoutes(app: FastifyInstance) {
  registerCall(app, getSingleUseCodes, async (input) => {
    const parent = parentOrRefuse(await findPromoCodeById(app.db, input.id))
    return { data: await countSingleUseCodes(app.db, parent.id) }
  })

  registerCall(app, makeSingleUseCodes, async (input, request) => {
    const staff = requireStaff(request)
    const made = await app.db.transaction(async (tx) => {
      const parent = parentOrRefuse(await findPromoCodeById(tx, input.id, { lock: true }))
      let stored = 0
      for (let draw = 0; draw < DRAWS && stored < input.count; draw += 1) {
        const codes = new Set<string>()
        while (codes.size < input.count - stored) codes.add(newCode(input.prefix))
        stored += await insertSingleUseCodes(tx, parent, [...codes])
      }
      if (stored < input.count)
        throw badRequest(`Too many codes start with ${input.prefix}; choose a longer prefix.`)
      await recordAudit(tx, staff, {
        action: 'promo_code.make_single_use',
        entity: 'promo_code',
        entityId: parent.id,
        after: { code: parent.code, prefix: input.prefix, count: stored },
      })
      return countSingleUseCodes(tx, parent.id)
    })
    return {
      data: {
        ...made,
        message: `${input.count} single-use codes made, starting with ${input.prefix}.`,
      },
    }
  })

  app.get(
    `/${exportSingleUseCodes.path}`,
    {
      schema: { hide: true, querystring: exportSingleUseCodes.payload },
      onRequest: (request: FastifyRequest) => authenticate(request, exportSingleUseCodes),
    },
    async (request, reply) => {
      const { id } = request.query as { id: number }
      const parent = parentOrRefuse(await findPromoCodeById(app.db, id))
      const rows = await listSingleUseCodes(app.db, parent.id)
      const data = rows.map((row) => [row.code, row.used > 0 ? 'yes' : 'no'])
      const text = Papa.unparse({ fields: [...SINGLE_USE_CSV_COLUMNS], data }, { newline: '\r\n' })
      const day = toWibText(app.clock.now(), 'day').replace(/-/g, '')
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="kainara-${parent.code.toLowerCase()}-codes-${day}.csv"`,
        )
        .header('cache-control', 'no-store')
        .send(`\ufeff${text}`)
    },
  )
}
