import type { FastifyInstance } from 'fastify'
import { formatDateTime } from '@store/contract/format/date-time'
import { toWibText } from '@store/contract/format/wib-text'
import type { Env } from '../../../env'
import { SANDBOX_PAGE_PATH, paymentConfigFromEnv } from '../config'
import { readBill } from './bill-form'
import type { SandboxBill } from './bill-form'
import { renderBillPage } from './bill-page'
import { readPaymentChoices } from '../payment-settings.repository'
import { billLanguage, pageWords } from './bill-language'
import { acceptFormPosts, formFields, refuse } from './form-body'
import { createBillLedger } from './ledger'
import { createNotifier } from './notifier'
import { renderMessagePage } from './page-html'
import { PAGE_SCRIPT } from './page-script'
import {
  SANDBOX_ACTIONS,
  isSandboxAction,
  notificationFor,
  returnUrlFor,
  settleBill,
} from './settle'
import type { SandboxOutcome } from './settle'
import { openVirtualAccount, virtualAccountRoutes } from './va-routes'
import { openQris, qrisRoutes } from './qris-routes'
import { qrisMerchantFromEnv } from '../qris/settings'

export interface PaymentSandboxOptions {
  env: Env
  /** The store's clock (app.clock.now): with CLOCK_SHIFT on, the page pays at the store's time. */
  now: () => Date
  fetch?: typeof fetch
}

/** The store's own notification endpoint, reached over loopback unless configured. */
function notificationUrl(env: Env): string {
  if (env.PAYMENT_NOTIFICATION_URL) return env.PAYMENT_NOTIFICATION_URL
  const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST
  return `http://${host.includes(':') ? `[${host}]` : host}:${env.PORT}/api/payment/notification`
}

const html = 'text/html; charset=utf-8'
const hide = { schema: { hide: true } }

/**
 * The payment page a shop runs before it has a Faspay account: takes the
 * signed form, shows the bill, and on Pay, Fail or Cancel sends the signed
 * notification and returns the shopper with the signed query, as Faspay does.
 */
export function paymentSandboxRoutes(
  app: FastifyInstance,
  options: PaymentSandboxOptions,
): Promise<void> {
  const config = paymentConfigFromEnv(options.env)
  if (config.provider !== 'sandbox') return Promise.resolve()
  const { now } = options
  const ledger = createBillLedger(app.db)
  const notifier = createNotifier({
    url: notificationUrl(options.env),
    fetch: options.fetch,
    onGiveUp: (problem) => app.log.warn(problem),
  })
  app.addHook('onClose', () => notifier.idle(true))
  acceptFormPosts(app)

  const settledPage = (bill: SandboxBill, outcome: SandboxOutcome) => {
    const locale = billLanguage(bill.fields)
    const words = pageWords(locale)
    const paid = outcome.status === '2'
    const named = { bill: bill.fields.order_id, merchant: bill.fields.merchant_name }
    return renderMessagePage({
      title: paid ? words.pay_received() : words.pay_cancelled(),
      message: paid ? words.pay_bill_paid(named) : words.pay_bill_cancelled(named),
      mark: paid ? '✓' : '✕',
      tone: paid ? 'good' : 'bad',
      link: {
        href: returnUrlFor(bill, outcome, config),
        label: words.pay_return({ merchant: bill.fields.merchant_name }),
      },
      locale,
    })
  }
  const expiredPage = (bill: SandboxBill) => {
    const locale = billLanguage(bill.fields)
    const words = pageWords(locale)
    // English keeps the provider's own due text; Bahasa reads it the Indonesian way.
    const due =
      locale === 'en'
        ? `${bill.fields.bill_expired} WIB`
        : formatDateTime(toWibText(bill.expiresAt), locale)
    return renderMessagePage({
      title: words.pay_expired_title(),
      message: words.pay_expired({ bill: bill.fields.order_id, due }),
      mark: '!',
      tone: 'bad',
      link: {
        href: returnUrlFor(bill, settleBill(bill, '7', null, now()), config),
        label: words.pay_return({ merchant: bill.fields.merchant_name }),
      },
      locale,
    })
  }

  // Only the channels the owner offers are shown or taken, whatever the posted form lists.
  const offeredChannels = async () => (await readPaymentChoices(app.db, config.channels)).offered

  virtualAccountRoutes(app, { config, now, ledger, notifier, settledPage, expiredPage })
  const merchant = qrisMerchantFromEnv(options.env)
  qrisRoutes(app, { config, now, ledger, notifier, settledPage, expiredPage, merchant })

  app.get(`${SANDBOX_PAGE_PATH}/page.js`, hide, (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(PAGE_SCRIPT),
  )

  // The shop's hidden form lands here; the page itself is a GET so a reload does no harm.
  app.post(SANDBOX_PAGE_PATH, hide, (request, reply) => {
    const form = formFields(request.body)
    const reading = readBill(form, config)
    if (!reading.ok) return refuse(request, reply, reading.message)
    return reply.redirect(
      `${SANDBOX_PAGE_PATH}?${new URLSearchParams(reading.bill.fields).toString()}`,
      303,
    )
  })

  app.get(SANDBOX_PAGE_PATH, hide, async (request, reply) => {
    const reading = readBill(formFields(request.query), config)
    if (!reading.ok) return refuse(request, reply, reading.message)
    const { bill } = reading
    const settled = await ledger.final(bill.fields.order_id)
    reply.type(html).header('cache-control', 'no-store')
    if (settled) return reply.send(settledPage(bill, settled))
    if (now() > bill.expiresAt) return reply.send(expiredPage(bill))
    const action = `${SANDBOX_PAGE_PATH}/pay`
    const locale = billLanguage(bill.fields)
    const channels = await offeredChannels()
    return reply.send(renderBillPage(bill, { action, unit: config.amountUnit, locale, channels }))
  })

  app.post(`${SANDBOX_PAGE_PATH}/pay`, hide, async (request, reply) => {
    const form = formFields(request.body)
    const reading = readBill(form, config)
    if (!reading.ok) return refuse(request, reply, reading.message)
    const { bill } = reading
    const { action } = form
    const locale = billLanguage(bill.fields)
    const words = pageWords(locale)
    if (!isSandboxAction(action)) {
      return refuse(request, reply, words.pay_choose_action(), locale)
    }
    const billNo = bill.fields.order_id
    const settled = await ledger.final(billNo)
    if (!settled && now() > bill.expiresAt) {
      return reply.type(html).send(expiredPage(bill))
    }
    const channels = await offeredChannels()
    const channel = channels.find((offered) => offered.uid === form.channel) ?? null
    if (action === 'pay' && !channel && !settled) {
      const page = renderBillPage(bill, {
        action: `${SANDBOX_PAGE_PATH}/pay`,
        unit: config.amountUnit,
        locale,
        channels,
        problem: words.pay_choose_method(),
      })
      return reply.code(400).type(html).send(page)
    }
    if (action === 'pay' && channel?.kind === 'va' && !settled) {
      // A virtual account is not paid here: the page gives its number and waits for the bank.
      return reply.redirect(await openVirtualAccount(app, bill, channel.uid), 303)
    }
    if (action === 'pay' && channel?.kind === 'qris' && !settled) {
      // QRIS, too, is paid elsewhere: the page shows the code and waits for the scanning app.
      return reply.redirect(await openQris(app, bill, channel.uid), 303)
    }
    const { outcome } = await ledger.settleOnce(billNo, async () => {
      const settled = settleBill(
        bill,
        SANDBOX_ACTIONS[action],
        action === 'pay' ? channel : null,
        now(),
      )
      await notifier.deliver(notificationFor(bill, settled, config))
      return settled
    })
    return reply.redirect(returnUrlFor(bill, outcome, config), 303)
  })
  return Promise.resolve()
}
