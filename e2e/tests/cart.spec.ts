import { expect, parseRupiah, test } from './fixtures'
import { addToCart, lineControl, stockedBatik } from './cart-fixtures'
import { expectAccessible } from './accessibility'

test('a guest fills the cart, changes it, keeps it across a reload and empties it', async ({
  page,
  request,
}) => {
  const picks = await stockedBatik(request, 3)
  const twoSizes = picks.find((pick) => pick.sizes.length >= 2)
  const other = picks.find((pick) => pick !== twoSizes)
  if (!twoSizes || !other) throw new Error('the demo store has no stocked batik to buy')
  const [sizeA = '', sizeB = ''] = twoSizes.sizes
  const otherSize = other.sizes[0] ?? ''
  const lineA = `${twoSizes.name}, size ${sizeA}`
  const lineB = `${twoSizes.name}, size ${sizeB}`
  const lineOther = `${other.name}, size ${otherSize}`

  await addToCart(page, twoSizes.id, sizeA)
  await addToCart(page, twoSizes.id, sizeB)
  await addToCart(page, other.id, otherSize)
  const drawer = await addToCart(page, twoSizes.id, sizeA)
  await expect(drawer.getByText(`Size ${sizeA} · Qty 2`)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Open cart, 4 items' })).toBeAttached()
  await expectAccessible(page, 'dialog')
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()

  await page.getByRole('button', { name: 'Open cart, 4 items' }).click()
  await drawer.getByRole('link', { name: 'Go To Cart' }).click()
  await expect(page).toHaveURL(/\/cart$/)
  await expect(drawer).toBeHidden()

  const qtyOf = (line: string) =>
    page
      .getByRole('group', { name: `Quantity of ${line}` })
      .filter({ visible: true })
      .locator('output')
  await lineControl(page, `Increase quantity of ${lineA}`).click()
  await expect(qtyOf(lineA)).toHaveText('3')
  await lineControl(page, `Decrease quantity of ${lineA}`).click()
  await expect(qtyOf(lineA)).toHaveText('2')
  await expect(lineControl(page, `Decrease quantity of ${lineOther}`)).toBeDisabled()

  await lineControl(page, `Remove ${lineB}`).click()
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' })
  await confirm.getByRole('button', { name: 'Remove' }).click()
  await expect(lineControl(page, `Remove ${lineB}`)).toHaveCount(0)

  // Two of one batik and one of another: the 3-batik bundle applies.
  await expect(page.getByText('Any 3 Batik, 15% Off')).toBeVisible()
  const amount = async (label: string) =>
    parseRupiah((await page.locator(`dt:has-text("${label}") + dd`).textContent()) ?? '')
  const subtotal = await amount('Subtotal')
  const savings = await amount('Bundle savings')
  expect(savings).toBe(Math.round(subtotal * 0.15))
  expect(parseRupiah((await page.getByTestId('cart-total').textContent()) ?? '')).toBe(
    subtotal - savings,
  )
  await expectAccessible(page)

  await page.reload()
  await expect(qtyOf(lineA)).toHaveText('2')
  for (const line of [lineA, lineOther]) {
    await lineControl(page, `Remove ${line}`).click()
    await confirm.getByRole('button', { name: 'Remove' }).click()
  }
  await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Sign In To Purchase' })).toHaveAttribute(
    'href',
    '/sign-in?redirect=/cart',
  )
  await expectAccessible(page)
})

test('a double click on Add to Cart adds the item once', async ({ page, request }) => {
  const [pick] = await stockedBatik(request, 2)
  if (!pick) throw new Error('no stocked batik')
  await page.goto(`/product/${pick.id}`)
  await page.getByRole('button', { name: `Size ${pick.sizes[0]}`, exact: true }).click()
  await page.getByRole('button', { name: 'Add to Cart' }).first().dblclick()
  const drawer = page.getByRole('dialog', { name: 'Your Cart' })
  await expect(drawer.getByText(`Size ${pick.sizes[0]} · Qty 1`)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Open cart, 1 item' })).toBeAttached()
})

test('Add to Cart without a size asks for one and adds nothing', async ({ page, request }) => {
  const [pick] = await stockedBatik(request, 1)
  await page.goto(`/product/${pick?.id ?? 1}`)
  await page.getByRole('button', { name: 'Add to Cart' }).first().click()
  await expect(page.getByText('Please choose a size.')).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Your Cart' })).toHaveCount(0)
})

test('a second tab sees the cart change when it comes back into focus', async ({
  page,
  context,
  request,
}) => {
  const [pick] = await stockedBatik(request, 1)
  if (!pick) throw new Error('no stocked batik')
  await page.goto('/cart')
  await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible()
  const second = await context.newPage()
  await addToCart(second, pick.id, pick.sizes[0] ?? '')
  await page.bringToFront()
  // Switching back to a tab fires visibilitychange; headless Chromium needs a nudge.
  await page.evaluate(() =>
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true })),
  )
  await expect(page.getByRole('button', { name: 'Open cart, 1 item' })).toBeAttached()
  await expect(lineControl(page, `Remove ${pick.name}, size ${pick.sizes[0]}`)).toBeVisible()
})
