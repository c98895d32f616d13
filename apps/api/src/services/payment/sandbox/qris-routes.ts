import type { FastifyInstance } from 'fastify'
import { formatDateTime } from '@store/contract/format/date-time'
import { formatRupiah } from '@store/contract/format/money'
import { toWibText } from '@store/contract/format/wib-text'
import { PAYMENT_STATUS } from '@store/contract/payment'
import type { Locale } from '@store/contract/locale'
import { SANDBOX_PAGE_PATH } from '../config'
import type { QrisMerchant } from '../qris/payload'
import { qrisSvgDataUrl } from '../qris/qr-image'
import type { SandboxBill } from './bill-form'
import { billLanguage, pageWords } from './bill-language'
import type { PageWords } from './bill-language'
import { formFields, refuse } from './form-body'
import { renderMessagePage } from './page-html'
import { qrisReference } from './qris'
import { renderQrisPage } from './qris-page'
import { findIssuedQris, readScannedQris } from './qris-scan'
import type { ScanProblem } from './qris-scan'
import { notificationFor, returnUrlFor, settleBill } from './settle'
import type { VirtualAccountDeps } from './va-routes'
import { issueVirtualAccount } from './virtual-account.repository'
import { renderWalletAppPage } from './wallet-app-page'
import type { WalletAppPageOptions } from './wallet-app-page'

export const QRIS_PAGE_PATH = `${SANDBOX_PAGE_PATH}/qris`
export const QRIS_STATUS_PATH = `${QRIS_PAGE_PATH}/status`
export const WALLET_APP_PATH = `${SANDBOX_PAGE_PATH}/wallet-app`
const SCRIPT = `${SANDBOX_PAGE_PATH}/page.js`
const html = 'text/html; charset=utf-8'
const hide = { schema: { hide: true } }

export interface QrisDeps extends VirtualAccountDeps {
  merchant: QrisMerchant
}

/** Keeps the bill's QRIS (one per bill) and answers the waiting page's address. */
export async function openQris(app: FastifyInstance, bill: SandboxBill, channelUid: string) {
  const reference = qrisReference(bill.fields.order_id, channelUid)
  await issueVirtualAccount(app.db, { vaNumber: reference, channelUid, fields: bill.fields })
  return `${QRIS_PAGE_PATH}?ref=${reference}`
}

const SCAN_WORDS: Record<ScanProblem, (words: PageWords) => string> = {
  malformed: (words) => words.wallet_app_malformed(),
  checksum: (words) => words.wallet_app_checksum(),
  not_qris: (words) => words.wallet_app_not_qris(),
  no_amount: (words) => words.wallet_app_no_amount(),
  too_long: (words) => words.wallet_app_too_long(),
  unknown: (words) => words.wallet_app_unknown(),
}

/**
 * QRIS as an acquirer runs it (decision 099): the page shows the code and waits; the money comes
 * from whichever app scans it (here, the wallet app), which sends the signed notification.
 */
export function qrisRoutes(app: FastifyInstance, deps: QrisDeps) {
  const { config, now, ledger, merchant } = deps
  const issuedQris = (ref: string | undefined) => findIssuedQris(app.db, ref, config, merchant)

  app.get(QRIS_PAGE_PATH, hide, async (request, reply) => {
    const qris = await issuedQris(formFields(request.query).ref)
    if (!qris) return refuse(request, reply, pageWords('en').wallet_app_unknown())
    const { bill } = qris
    const settled = await ledger.final(bill.fields.order_id)
    reply.type(html).header('cache-control', 'no-store')
    if (settled) return reply.send(deps.settledPage(bill, settled))
    if (now() > bill.expiresAt) return reply.send(deps.expiredPage(bill))
    const locale = billLanguage(bill.fields)
    const page = renderQrisPage(bill, {
      locale,
      scriptPath: SCRIPT,
      image: await qrisSvgDataUrl(qris.payload),
      secondsLeft: (bill.expiresAt.getTime() - now().getTime()) / 1000,
      statusPath: `${QRIS_STATUS_PATH}?ref=${qris.reference}`,
      walletPath: `${WALLET_APP_PATH}?lang=${locale}&qr=${encodeURIComponent(qris.payload)}`,
    })
    return reply.send(page)
  })

  // The waiting page asks this now and then; once the bill is settled it goes where Faspay would.
  app.get(QRIS_STATUS_PATH, hide, async (request, reply) => {
    const ref = formFields(request.query).ref
    const qris = await issuedQris(ref)
    if (!qris) return refuse(request, reply, pageWords('en').wallet_app_unknown())
    const settled = await ledger.final(qris.bill.fields.order_id)
    reply.header('cache-control', 'no-store')
    if (settled) return { state: 'settled', next: returnUrlFor(qris.bill, settled, config) }
    if (now() > qris.bill.expiresAt)
      return { state: 'expired', next: `${QRIS_PAGE_PATH}?ref=${ref}` }
    return { state: 'waiting', next: null }
  })

  const walletLocale = (lang: string | undefined): Locale => (lang === 'id' ? 'id' : 'en')
  const walletPage = (
    locale: Locale,
    extra: Omit<WalletAppPageOptions, 'action' | 'locale' | 'scriptPath'>,
  ) =>
    renderWalletAppPage({
      action: `${WALLET_APP_PATH}?lang=${locale}`,
      locale,
      scriptPath: SCRIPT,
      ...extra,
    })

  async function scan(locale: Locale, scanned: string | undefined, pay: boolean) {
    const words = pageWords(locale)
    const reading = await readScannedQris(app.db, scanned, config, merchant)
    if (!reading.ok)
      return {
        code: 400,
        page: walletPage(locale, { scanned, problem: SCAN_WORDS[reading.problem](words) }),
      }
    const { bill, channel } = reading.issued
    const billNo = bill.fields.order_id
    const settled = await ledger.final(billNo)
    if (settled) return { code: 200, page: deps.settledPage(bill, settled) }
    if (now() > bill.expiresAt) {
      const due = formatDateTime(toWibText(bill.expiresAt), locale)
      const title = words.wallet_app_expired_title()
      const message = words.pay_expired({ bill: billNo, due })
      return {
        code: 200,
        page: renderMessagePage({ title, message, mark: '!', tone: 'bad', locale }),
      }
    }
    if (!pay) return { code: 200, page: walletPage(locale, { scanned, found: reading.qris }) }
    const { outcome } = await ledger.settleOnce(billNo, async () => {
      const paid = settleBill(bill, PAYMENT_STATUS.SUCCESS, channel, now())
      await deps.notifier.deliver(notificationFor(bill, paid, config))
      return paid
    })
    // Cancelled on the page a moment before: the bill is closed, not paid.
    if (outcome.status !== PAYMENT_STATUS.SUCCESS)
      return { code: 200, page: deps.settledPage(bill, outcome) }
    const amount = formatRupiah(bill.total, locale)
    const detail = words.wallet_app_paid_detail({
      amount,
      merchant: reading.qris.merchantName,
      bill: billNo,
    })
    const page = renderMessagePage({
      title: words.wallet_app_paid(),
      message: detail,
      mark: '✓',
      tone: 'good',
      locale,
    })
    return { code: 200, page }
  }

  // A link or a test opens the app with the scanned code; without one it asks for it.
  app.get(WALLET_APP_PATH, hide, async (request, reply) => {
    const query = formFields(request.query)
    const locale = walletLocale(query.lang)
    reply.type(html).header('cache-control', 'no-store')
    if (query.qr === undefined) return reply.send(walletPage(locale, {}))
    const { code, page } = await scan(locale, query.qr, false)
    return reply.code(code).send(page)
  })

  app.post(WALLET_APP_PATH, hide, async (request, reply) => {
    const locale = walletLocale(formFields(request.query).lang)
    const form = formFields(request.body)
    const { code, page } = await scan(locale, form.qr, form.action === 'pay')
    return reply.code(code).type(html).header('cache-control', 'no-store').send(page)
  })
}
