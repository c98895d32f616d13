import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { signUpMember } from '../../test/members'
import type { SignedUpMember } from '../../test/members'
import { startMailServer } from '../../test/mail-server'
import type { MailServer } from '../../test/mail-server'
import { memberDeliveryOrder, orderState } from '../../test/orders'
import { createTestApp } from '../../test/test-app'
import type { TestApp } from '../../test/test-app'
import { sizedProducts } from '../cart/cart-fixtures'
import type { SizedProduct } from '../cart/cart-fixtures'
import { HUB_ID, SHOWROOM_ID, heldAt } from '../checkout/checkout-fixtures'
import {
  askLinkedReturn,
  askMemberReturn,
  collectedPickup,
  deliveredCourierOrder,
  linkedPayload,
  memberReturns,
  newKey,
  orderLinesOf,
  otherSize,
  pickupCheckout,
  returnCount,
  setHeld,
} from './return-fixtures'

const HOUR = 60 * 60_000
let t: TestApp
let mail: MailServer
let item: SizedProduct
let member: SignedUpMember
beforeAll(async () => {
  mail = await startMailServer()
  t = await createTestApp({ SMTP_URL: mail.url, CLOCK_SHIFT: 'on' })
  const [first] = await sizedProducts(t.db, 1)
  if (!first) throw new Error('no product')
  item = first
  member = await signUpMember(t.app)
})
afterAll(async () => {
  await t.close()
  await mail.close()
})

/** A delivered order of one unit, its line, and the other size wanted. */
async function delivered(held = 5) {
  await setHeld(t, item, 5)
  const order = await deliveredCourierOrder(t, item, member)
  const [line] = await orderLinesOf(t, order.id)
  if (!line) throw new Error('no line')
  const wanted = await otherSize(t, item, held)
  return { order, line, wanted }
}

const exchange = (orderId: number, lineId: number, size: string, key = newKey()) => ({
  id: orderId,
  lines: [{ line_id: lineId, qty: 1, reason: 'too_small', exchange_size: size }],
  wish: 'EXCHANGE',
  way: 'COURIER',
  request_key: key,
})

describe('a shopper asks to return or exchange', () => {
  test('an exchange by courier holds the new size at once and mails the hub’s address', async () => {
    const { order, line, wanted } = await delivered()
    const options = await memberReturns(t, member, order.id)
    expect(options.body.data.refusal).toBeNull()
    expect(options.body.data.lines[0]).toMatchObject({ returnable: 1 })
    expect(options.body.data.lines[0]?.exchange_sizes).toContain(wanted.size)
    const asked = await askMemberReturn(t, member, exchange(order.id, line.id, wanted.size))
    expect(asked.status).toBe(200)
    const made = asked.body.data?.return
    expect(made).toMatchObject({
      state: 'REQUESTED',
      wish: 'EXCHANGE',
      way: 'COURIER',
      showroom_id: HUB_ID,
    })
    expect(made?.return_ref).toMatch(/^RT-[A-Z0-9]{8}$/)
    expect(made?.lines[0]).toMatchObject({ exchange_size: wanted.size, held: true, qty: 1 })
    expect(await heldAt(t.db, wanted, HUB_ID)).toBe(4)
    const mails = await mail.mailsTo(member.email, 5)
    const told = mails.find((sent) => sent.subject.startsWith('Your return'))
    expect(told?.subject).toBe(`Your return ${made?.return_ref} for KAINARA order ${order.trx_ref}`)
    expect(told?.text).toContain(`Write ${made?.return_ref} on the parcel`)
    const after = await memberReturns(t, member, order.id)
    expect(after.body.data.lines[0]?.returnable).toBe(0)
    expect(after.body.data.returns.map((r) => r.return_ref)).toEqual([made?.return_ref])
  })

  test('a double click or a second tab sending the same request makes one return and holds one unit', async () => {
    const { order, line, wanted } = await delivered()
    const payload = exchange(order.id, line.id, wanted.size, newKey())
    const answers = await Promise.all([
      askMemberReturn(t, member, payload),
      askMemberReturn(t, member, payload),
    ])
    expect(answers.map((a) => a.status)).toEqual([200, 200])
    expect(answers[0]?.body.data?.return.return_ref).toBe(answers[1]?.body.data?.return.return_ref)
    expect(await returnCount(t, order.id)).toBe(1)
    expect(await heldAt(t.db, wanted, HUB_ID)).toBe(4)
    const second = await askMemberReturn(t, member, exchange(order.id, line.id, wanted.size))
    expect(second.status).toBe(400)
    expect(second.body.error?.message).toMatch(/already has a return request open\.$/)
  })

  test('the last unit of a size is sold once when an exchange and a checkout race for it', async () => {
    await setHeld(t, item, 5)
    const pickup = await collectedPickup(t, item, 'race-exchange@example.co.id')
    const [line] = await orderLinesOf(t, pickup.id)
    const wanted = await otherSize(t, item, 1)
    const guest = linkedPayload(t, pickup.trx_ref)
    const buy = await pickupCheckout(t, wanted, 'race-buyer@example.co.id')
    const [asked, bought] = await Promise.all([
      askLinkedReturn(t, { ...exchange(0, line?.id ?? 0, wanted.size), ...guest }),
      buy(),
    ])
    expect([asked.status, bought.status].sort()).toEqual([200, 400])
    expect(await heldAt(t.db, wanted, SHOWROOM_ID)).toBe(0)
    if (asked.status === 400)
      expect(asked.body.error?.message).toMatch(
        /is no longer in stock; choose another size or a refund\.$/,
      )
  })

  test('refusals say why and write nothing', async () => {
    const { order, line, wanted } = await delivered()
    await setHeld(t, wanted, 0)
    const cases: [Record<string, unknown>, RegExp][] = [
      [
        exchange(order.id, line.id, wanted.size),
        /is no longer in stock; choose another size or a refund\.$/,
      ],
      [exchange(order.id, line.id, item.size), /choose a size other than the one you have/],
      [exchange(order.id, line.id, 'XXXL-NOPE'), /has no size XXXL-NOPE\.$/],
      [
        {
          ...exchange(order.id, line.id, wanted.size),
          lines: [{ line_id: line.id, qty: 2, reason: 'too_small', exchange_size: wanted.size }],
        },
        /at most 1 unit\(s\) can come back\.$/,
      ],
      [
        {
          ...exchange(order.id, line.id, wanted.size),
          lines: [{ line_id: 987654, qty: 1, reason: 'too_small', exchange_size: wanted.size }],
        },
        /has no line 987654\.$/,
      ],
      [
        {
          ...exchange(order.id, line.id, wanted.size),
          lines: [{ line_id: line.id, qty: 1, reason: 'damaged', exchange_size: wanted.size }],
        },
        /^Add at least one photo of the damage\.$/,
      ],
    ]
    for (const [payload, said] of cases) {
      const answer = await askMemberReturn(t, member, payload)
      expect(answer.status, JSON.stringify(payload)).toBe(400)
      expect(answer.body.error?.message).toMatch(said)
    }
    expect(await returnCount(t, order.id)).toBe(0)
  })

  test('damage after 2x24 hours and anything after the window are refused, with the time in WIB', async () => {
    const { order, line, wanted } = await delivered()
    t.app.clock.advance(49 * HOUR)
    const damaged = await askMemberReturn(t, member, {
      ...exchange(order.id, line.id, wanted.size),
      lines: [{ line_id: line.id, qty: 1, reason: 'damaged', exchange_size: wanted.size }],
      photos: ['abcdefgh'],
    })
    expect(damaged.body.error?.message).toMatch(/^Damage is reported within 2x24 hours of receipt/)
    t.app.clock.advance(5 * 24 * HOUR)
    const late = await askMemberReturn(t, member, exchange(order.id, line.id, wanted.size))
    expect(late.status).toBe(400)
    expect(late.body.error?.message).toMatch(
      new RegExp(
        `^The return window of order ${order.trx_ref} closed on \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} WIB\\.$`,
      ),
    )
    expect((await memberReturns(t, member, order.id)).body.data.refusal).toBe(
      late.body.error?.message,
    )
    expect(await returnCount(t, order.id)).toBe(0)
  })

  test('an order not yet received, and another member’s order, cannot be returned', async () => {
    const bill = await memberDeliveryOrder(t, item, member)
    const unpaid = await orderState(t, bill)
    const [line] = await orderLinesOf(t, unpaid.id)
    const payload = exchange(unpaid.id, line?.id ?? 0, 'L')
    const answer = await askMemberReturn(t, member, payload)
    expect(answer.body.error?.message).toBe(
      `Order ${unpaid.trx_ref} is not paid: there is nothing to return.`,
    )
    const stranger = await signUpMember(t.app)
    expect((await askMemberReturn(t, stranger, payload)).status).toBe(404)
    expect((await askMemberReturn(t, null, payload)).status).toBe(401)
    expect(await returnCount(t, unpaid.id)).toBe(0)
  })

  test('hostile and malformed requests get a 400 with a readable message', async () => {
    const { order, line } = await delivered()
    const base = { id: order.id, way: 'COURIER', request_key: newKey() }
    const refund = { bank_name: 'BCA', account_number: '1234567890', account_holder: 'Sari Dewi' }
    for (const payload of [
      { ...base, wish: 'REFUND', lines: [{ line_id: line.id, qty: 1, reason: 'too_small' }] },
      {
        ...base,
        wish: 'REFUND',
        bank: { ...refund, account_number: '12 34' },
        lines: [{ line_id: line.id, qty: 1, reason: 'too_small' }],
      },
      {
        ...base,
        wish: 'REFUND',
        bank: { ...refund, account_holder: '<script>' },
        lines: [{ line_id: line.id, qty: 1, reason: 'too_small' }],
      },
      {
        ...base,
        wish: 'REFUND',
        bank: refund,
        lines: [{ line_id: line.id, qty: 1, reason: 'bored' }],
      },
      {
        ...base,
        wish: 'REFUND',
        bank: refund,
        lines: [{ line_id: line.id, qty: 1e9, reason: 'too_small' }],
      },
      { ...base, wish: 'REFUND', bank: refund, lines: [] },
      {
        ...base,
        wish: 'REFUND',
        bank: refund,
        request_key: "'; drop table orders; --",
        lines: [{ line_id: line.id, qty: 1, reason: 'too_small' }],
      },
      { ...base, wish: 'EXCHANGE', lines: [{ line_id: line.id, qty: 1, reason: 'too_small' }] },
      {
        ...base,
        wish: 'REFUND',
        way: 'COUNTER',
        bank: refund,
        lines: [{ line_id: line.id, qty: 1, reason: 'too_small' }],
      },
      {
        ...base,
        wish: 'REFUND',
        bank: refund,
        note: 'x'.repeat(501),
        lines: [{ line_id: line.id, qty: 1, reason: 'too_small' }],
      },
      { ...base, id: 'one' },
    ]) {
      const answer = await askMemberReturn(t, member, payload)
      expect(answer.status, JSON.stringify(payload)).toBe(400)
      expect(answer.body.error?.message).toMatch(/\w/)
    }
    expect(await returnCount(t, order.id)).toBe(0)
  })
})
