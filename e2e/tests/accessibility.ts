import { AxeBuilder } from '@axe-core/playwright'
import { expect } from '@playwright/test'
import type { Page } from '@playwright/test'

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/**
 * Fails on any serious or critical WCAG 2.1 AA violation, naming each rule and
 * where it hit; `include` narrows the check to one part of the page (a drawer).
 */
export async function expectAccessible(page: Page, include?: string) {
  // Judge what the shopper reads once it has settled, not a toast halfway through fading in.
  // Endless ones (a loading pulse) never settle and are left out.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  )
  const builder = new AxeBuilder({ page }).withTags(WCAG_21_AA)
  if (include) builder.include(include)
  const { violations } = await builder.analyze()
  const blocking = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    )
  expect(blocking, `accessibility violations on ${page.url()}`).toEqual([])
}
