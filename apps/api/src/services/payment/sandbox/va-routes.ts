import type { FastifyInstance } from 'fastify'
import { formatRupiah } from '@store/contract/format/money'
import { PAYMENT_STATUS } from '@store/contract/payment'
import type { Locale } from '@store/contract/locale'
import { SANDBOX_PAGE_PATH } from '../config'
import type { PaymentConfig } from '../config'
import { channelByUid } from '../channels'
import { readBill } from './bill-form'
import type { SandboxBill } from './bill-form'
import { renderBankAppPage } from './bank-app-page'
import type { BankAppPageOptions } from './bank-app-page'
import { billLanguage, pageWords } from './bill-language'
import { formFields, refuse } from './form-body'
import type { BillLedger } from './ledger'
import type { Notifier } from './notifier'
import { renderMessagePage } from './page-html'
import { notificationFor, settleBill } from './settle'
import type { SandboxOutcome } from './settle'
import { readVirtualAccountNumber, virtualAccountNumber } from './virtual-account'
import { findVirtualAccount, issueVirtualAccount } from './virtual-account.repository'
import { renderVirtualAccountPage } from './va-page'

export const VA_PAGE_PATH = `${SANDBOX_PAGE_PATH}/va`
export const BANK_APP_PATH = `${SANDBOX_PAGE_PATH}/bank-app`
const SCRIPT = `${SANDBOX_PAGE_PATH}/page.js`
const html = 'text/html; charset=utf-8'
const hide = { schema: { hide: true } }

export interface VirtualAccountDeps {
  config: PaymentConfig
  now: () => Date
  ledger: BillLedger
  notifier: Notifier
  settledPage: (bill: SandboxBill, outcome: SandboxOutcome) => string
  expiredPage: (bill: SandboxBill) => string
}

/** Gives the bill its number at the chosen bank and answers the waiting page's address. */
export async function openVirtualAccount(
  app: FastifyInstance,
  bill: SandboxBill,
  channelUid: string,
): Promise<string> {
  const vaNumber = virtualAccountNumber(bill.fields.order_id, channelUid)
  await issueVirtualAccount(app.db, { vaNumber, channelUid, fields: bill.fields })
  return `${VA_PAGE_PATH}?number=${vaNumber}`
}

/**
 * A virtual account as a bank runs one: its page shows the number and waits; the money comes
 * from the bank app, which sends the signed notification the real channel would (decision 083).
 */
export function virtualAccountRoutes(app: FastifyInstance, deps: VirtualAccountDeps) {
  const { config, now, ledger } = deps

  async function accountOf(typed: string | undefined) {
    const number = readVirtualAccountNumber(typed)
    const issued = number ? await findVirtualAccount(app.db, number) : null
    const reading = issued ? readBill(issued.fields, config) : null
    const channel = channelByUid(issued?.channelUid)
    // A QRIS kept beside the numbers is scanned, not transferred to.
    if (!issued || !reading?.ok || channel?.kind !== 'va') return null
    return { number: issued.vaNumber, bill: reading.bill, channel }
  }

  app.get(VA_PAGE_PATH, hide, async (request, reply) => {
    const account = await accountOf(formFields(request.query).number)
    if (!account) return refuse(request, reply, pageWords('en').bank_app_unknown())
    const { bill } = account
    const settled = await ledger.final(bill.fields.order_id)
    reply.type(html).header('cache-control', 'no-store')
    if (settled) return reply.send(deps.settledPage(bill, settled))
    if (now() > bill.expiresAt) return reply.send(deps.expiredPage(bill))
    const locale = billLanguage(bill.fields)
    return reply.send(renderVirtualAccountPage(bill, account, { locale, scriptPath: SCRIPT }))
  })

  const bankLocale = (lang: string | undefined): Locale => (lang === 'id' ? 'id' : 'en')
  const bankPage = (
    locale: Locale,
    extra: Omit<BankAppPageOptions, 'action' | 'locale' | 'scriptPath'>,
  ) =>
    renderBankAppPage({
      action: `${BANK_APP_PATH}?lang=${locale}`,
      locale,
      scriptPath: SCRIPT,
      ...extra,
    })

  app.get(BANK_APP_PATH, hide, (request, reply) => {
    const locale = bankLocale(formFields(request.query).lang)
    return reply.type(html).header('cache-control', 'no-store').send(bankPage(locale, {}))
  })

  app.post(BANK_APP_PATH, hide, async (request, reply) => {
    const locale = bankLocale(formFields(request.query).lang)
    const form = formFields(request.body)
    const account = await accountOf(form.va_number)
    reply.type(html).header('cache-control', 'no-store')
    if (!account) {
      const problem = pageWords(locale).bank_app_unknown()
      return reply.code(400).send(bankPage(locale, { typed: form.va_number, problem }))
    }
    const { bill, channel } = account
    const billNo = bill.fields.order_id
    const settled = await ledger.final(billNo)
    if (settled) return reply.send(deps.settledPage(bill, settled))
    if (now() > bill.expiresAt) return reply.send(deps.expiredPage(bill))
    if (form.action !== 'pay') return reply.send(bankPage(locale, { found: account }))
    await ledger.settleOnce(billNo, async () => {
      const outcome = settleBill(bill, PAYMENT_STATUS.SUCCESS, channel, now())
      await deps.notifier.deliver(notificationFor(bill, outcome, config))
      return outcome
    })
    const words = pageWords(locale)
    const amount = formatRupiah(bill.total, locale)
    const merchant = bill.fields.merchant_name
    return reply.send(
      renderMessagePage({
        title: words.bank_app_sent(),
        message: words.bank_app_sent_detail({ amount, merchant, bill: billNo }),
        mark: '✓',
        tone: 'good',
        locale,
      }),
    )
  })
}
