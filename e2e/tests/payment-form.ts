import type { Page } from '@playwright/test'

/**
 * Does what the checkout's hidden form does: from a page of the store, posts
 * the signed payment fields to payment_url, so the payment page opens as the
 * provider's would.
 */
export async function openPaymentPage(
  page: Page,
  action: string,
  values: Record<string, string | string[]>,
) {
  await page.goto('/robots.txt')
  await page.evaluate(
    ({ action, values }) => {
      const form = document.createElement('form')
      form.method = 'post'
      form.action = action
      // A list goes as the provider reads one: the field repeated, named with [].
      const fields = Object.entries(values).flatMap(([name, value]) =>
        Array.isArray(value) ? value.map((item) => [`${name}[]`, item]) : [[name, value]],
      )
      for (const [name, value] of fields) {
        const input = document.createElement('input')
        input.type = 'hidden'
        input.name = name ?? ''
        input.value = value ?? ''
        form.append(input)
      }
      document.body.append(form)
      form.submit()
    },
    { action, values },
  )
}
