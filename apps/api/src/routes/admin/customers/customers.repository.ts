import { sql } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
import type { NewsletterState } from '@store/contract/admin/customers'
import { ERASED_BUYER } from '@store/contract/admin/customer-data'
import { sqlRows } from '../../../lib/sql-rows'
import { asDate, containsPattern, paidOrder, phoneMatches } from './customer-search.repository'

interface Page {
  limit: number
  offset: number
}

interface Figures {
  orderCount: number
  totalSpent: number
  lastOrderAt: Date | null
}

interface MemberRow {
  id: number
  name: string
  email: string
  created_at: Date | string
  newsletter: NewsletterState
  total: number
}

/** Members, newest first, found by name, e-mail or a phone of their addresses or orders. */
export async function listMemberPage(db: Executor, search: string | undefined, page: Page) {
  const phone = search ? phoneMatches(sql`a.recipient_phone`, search) : null
  const orderPhone = search ? phoneMatches(sql`o.recipient_phone`, search) : null
  const where = search
    ? sql`where u.name ilike ${containsPattern(search)} or u.email ilike ${containsPattern(search)}
        ${phone ? sql`or exists (select 1 from user_addresses a where a.user_id = u.id and (${phone}))` : sql``}
        ${orderPhone ? sql`or exists (select 1 from orders o where o.user_id = u.id and (${orderPhone}))` : sql``}`
    : sql``
  const rows = await sqlRows<MemberRow>(
    db,
    sql`select u.id, u.name, u.email, u.created_at, n.status as newsletter, count(*) over ()::int as total
        from users u left join newsletter_subscriptions n on n.email = u.email
        ${where}
        order by u.created_at desc, u.id desc limit ${page.limit} offset ${page.offset}`,
  )
  const figures = await memberFigures(
    db,
    rows.map((row) => Number(row.id)),
  )
  const total = rows[0] ? Number(rows[0].total) : await countMembers(db, where)
  return {
    total,
    members: rows.map((row) => ({
      id: Number(row.id),
      name: row.name,
      email: row.email,
      joinedAt: new Date(row.created_at),
      newsletter: row.newsletter,
      ...(figures.get(Number(row.id)) ?? { orderCount: 0, totalSpent: 0, lastOrderAt: null }),
    })),
  }
}

/** The count when the page asked for lies past the last member (its rows carry none). */
async function countMembers(db: Executor, where: ReturnType<typeof sql>) {
  const [row] = await sqlRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from users u ${where}`,
  )
  return Number(row?.n ?? 0)
}

/** Orders, paid total and last order of each member asked for. */
export async function memberFigures(db: Executor, userIds: number[]) {
  const figures = new Map<number, Figures>()
  if (userIds.length === 0) return figures
  const rows = await sqlRows<{
    user_id: number
    order_count: number
    total_spent: string | number
    last_order_at: Date | string | null
  }>(
    db,
    sql`select o.user_id, count(*)::int as order_count,
          coalesce(sum(o.grand_total) filter (where ${paidOrder('o')}), 0)::bigint as total_spent,
          max(o.created_at) as last_order_at
        from orders o where o.user_id in ${userIds} group by o.user_id`,
  )
  for (const row of rows)
    figures.set(Number(row.user_id), {
      orderCount: Number(row.order_count),
      totalSpent: Number(row.total_spent),
      lastOrderAt: asDate(row.last_order_at),
    })
  return figures
}

interface GuestRow {
  email: string
  name: string
  phone: string | null
  last_order_ref: string | null
  order_count: number
  total_spent: string | number
  last_order_at: Date | string
  newsletter: NewsletterState
  total: number
}

/**
 * Orders placed without an account, one row per e-mail (as typed at
 * checkout, compared without case), latest order first. An erased member's
 * anonymised orders are nobody's and are left out.
 */
export async function listGuestPage(db: Executor, search: string | undefined, page: Page) {
  const phone = search ? phoneMatches(sql`o.recipient_phone`, search) : null
  const matches = search
    ? sql`and (o.buyer_name ilike ${containsPattern(search)} or o.buyer_email ilike ${containsPattern(search)}
        ${phone ? sql`or ${phone}` : sql``})`
    : sql``
  const rows = await sqlRows<GuestRow>(
    db,
    sql`select g.*, n.status as newsletter, count(*) over ()::int as total from (
          select lower(o.buyer_email) as email,
            (array_agg(o.buyer_name order by o.created_at desc, o.id desc))[1] as name,
            (array_agg(o.recipient_phone order by o.created_at desc, o.id desc)
              filter (where o.recipient_phone is not null))[1] as phone,
            (array_agg(o.trx_ref order by o.created_at desc, o.id desc))[1] as last_order_ref,
            count(*)::int as order_count,
            coalesce(sum(o.grand_total) filter (where ${paidOrder('o')}), 0)::bigint as total_spent,
            max(o.created_at) as last_order_at
          from orders o
          where o.user_id is null and o.buyer_email <> ${ERASED_BUYER.email} ${matches}
          group by lower(o.buyer_email)
        ) g left join newsletter_subscriptions n on n.email = g.email
        order by g.last_order_at desc, g.email limit ${page.limit} offset ${page.offset}`,
  )
  const total = rows[0]
    ? Number(rows[0].total)
    : Number(
        (
          await sqlRows<{ n: number }>(
            db,
            sql`select count(distinct lower(o.buyer_email))::int as n from orders o
                where o.user_id is null and o.buyer_email <> ${ERASED_BUYER.email} ${matches}`,
          )
        )[0]?.n ?? 0,
      )
  return {
    total,
    guests: rows.map((row) => ({
      email: row.email,
      name: row.name,
      phone: row.phone,
      lastOrderRef: row.last_order_ref,
      orderCount: Number(row.order_count),
      totalSpent: Number(row.total_spent),
      lastOrderAt: asDate(row.last_order_at),
      newsletter: row.newsletter,
    })),
  }
}
