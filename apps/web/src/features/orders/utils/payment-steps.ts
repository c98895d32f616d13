import type { PaymentGuide } from '@store/contract/payment-guide'
import * as m from '#messages'

/** A bank's name from its virtual account's channel name ('BCA Virtual Account' is BCA). */
const bankOf = (channelName: string) => channelName.replace(/ (Virtual Account|VA)$/, '')

/** 16 digits in groups of four, as banks print them. */
export const groupedCode = (code: string) => code.replace(/(\d{4})(?=\d)/g, '$1 ')

/**
 * What the shopper does to pay a waiting order, step by step, for the channel they chose (issue
 * 35); before they choose one, how to choose. `amount` is the grand total as the shop writes it.
 */
export function paymentSteps(guide: PaymentGuide, amount: string): string[] {
  const merchant = guide.payment_data.merchant_name
  const name = guide.channel_name ?? ''
  const code = guide.pay_code
  const done = m.guide_step_done()
  switch (guide.channel_kind) {
    case 'va':
      return [
        m.guide_step_va_open({ bank: bankOf(name) }),
        code ? m.guide_step_va_enter({ number: groupedCode(code) }) : m.guide_step_va_enter_page(),
        m.guide_step_check({ amount, merchant }),
        done,
      ]
    case 'qris':
      return [
        ...(guide.qris_image
          ? [m.guide_step_qris_scan_here()]
          : [m.guide_step_qris_open(), m.guide_step_qris_scan()]),
        m.guide_step_check({ amount, merchant }),
        done,
      ]
    case 'ewallet':
      return [
        m.guide_step_ewallet_open({ wallet: name }),
        m.guide_step_ewallet_approve({ merchant, amount }),
        done,
      ]
    case 'retail':
      return [
        m.guide_step_retail_go({ store: name }),
        code
          ? m.guide_step_retail_code({ merchant, code: groupedCode(code) })
          : m.guide_step_retail_code_page({ merchant }),
        m.guide_step_retail_pay({ amount }),
        done,
      ]
    case 'card':
      return [m.guide_step_card_open(), m.guide_step_card_secure(), done]
    case 'paylater':
      return [
        m.guide_step_paylater_open({ provider: name }),
        m.guide_step_paylater_tenor({ amount, merchant }),
        done,
      ]
    case null:
      return [m.guide_step_choose(), m.guide_step_follow(), done]
  }
}
