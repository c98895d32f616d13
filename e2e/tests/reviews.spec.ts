import { expect, test } from '@playwright/test'
import { completedPickupOrder } from './completed-order'
import { expectAccessible, newShopper, signUp } from './members'

test('a member reviews a collected order with stars and a comment, and the product page shows the rating', async ({
  page,
  request,
}, testInfo) => {
  const shopper = newShopper()
  await signUp(page, shopper)
  await page.goto('/account/reviews')
  await expect(page.getByText('All orders have been reviewed, thank you.')).toBeVisible()

  // Each screen size reviews its own product, so the two journeys never read each other's review.
  const bought = await completedPickupOrder(
    page,
    request,
    testInfo.project.name === 'phone' ? 0 : 1,
  )
  await page.reload()
  const pendingTab = page.getByRole('tab', { name: 'Pending Reviews' })
  await expect(pendingTab).toHaveAttribute('aria-selected', 'true')
  const form = page.getByRole('form', { name: `Review ${bought.name}` })
  await expect(form.getByRole('link', { name: bought.name })).toBeVisible()
  await expectAccessible(page)

  // No stars yet: the form says so and sends nothing.
  await form.getByRole('button', { name: 'Submit Review' }).click()
  await expect(page.getByText('Please choose a rating from 1 to 5 stars.')).toBeVisible()

  // The stars are one radio group: focus it, arrows move, the checked star is the rating.
  await form.getByRole('radio', { name: '1 star', exact: true }).focus()
  await page.keyboard.press('Space')
  for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight')
  await expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked()
  await form.getByLabel(/Your review/).fill('Bahannya adem, jahitannya rapi.')
  // A double click sends one review.
  await form.getByRole('button', { name: 'Submit Review' }).dblclick()
  await expect(page.getByText('Thank you for your review.')).toBeVisible()
  await expect(page.getByText('All orders have been reviewed, thank you.')).toBeVisible()
  await expect(page.getByText('You have already reviewed this item.')).toHaveCount(0)

  await page.getByRole('tab', { name: 'My Reviews' }).click()
  const mine = page.getByRole('tabpanel', { name: 'My Reviews' })
  await expect(mine.getByRole('link', { name: bought.name })).toBeVisible()
  await expect(mine.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible()
  await expect(mine.getByText('Bahannya adem, jahitannya rapi.')).toBeVisible()
  await expectAccessible(page)

  // A reload keeps it reviewed; the product page, rendered on the server, shows the rating.
  await page.reload()
  await expect(page.getByText('All orders have been reviewed, thank you.')).toBeVisible()
  await page.getByRole('tab', { name: 'My Reviews' }).click()
  await mine.getByRole('link', { name: bought.name }).click()
  await expect(page).toHaveURL(`/product/${bought.id}`)
  const reviews = page.getByRole('region', { name: 'Reviews' })
  const newest = reviews.getByRole('listitem').first()
  await expect(newest.getByText('Bahannya adem, jahitannya rapi.')).toBeVisible()
  await expect(newest.getByText(/^Sari · /)).toBeVisible()
  await expect(newest.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible()
  await expect(page.getByRole('link', { name: /\d\.\d · \d+ reviews?/ })).toBeVisible()
  await expectAccessible(page)

  const served = await (await request.get(`/product/${bought.id}`)).text()
  expect(served).toContain('Bahannya adem, jahitannya rapi.')
  expect(served).toContain('"aggregateRating"')
})
