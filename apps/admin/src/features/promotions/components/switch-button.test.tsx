import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, test } from 'vitest'
import type { PromotionState } from '@store/contract/admin/promotion-fields'
import { SwitchButton } from './switch-button'

const render = (state: PromotionState, active = true) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <SwitchButton
        name="RAMADAN10"
        active={active}
        state={state}
        editTo="/promo-codes/7"
        busy={false}
        onSwitch={() => undefined}
      />
    </MemoryRouter>,
  )

describe('a promotion’s switch in its row', () => {
  test('a running or scheduled promotion can be switched off, an off one on', () => {
    expect(render('RUNNING')).toContain('Switch off')
    expect(render('SCHEDULED')).toContain('Switch off')
    expect(render('OFF', false)).toContain('Switch on')
  })

  test('an expired one says it has ended and leads to its dates, not to a switch', () => {
    const html = render('EXPIRED')
    expect(html).not.toContain('Switch off')
    expect(html).toContain('Ended: change its dates')
    expect(html).toContain('href="/promo-codes/7"')
  })

  test('a used-up one leads to its limit', () => {
    const html = render('USED_UP')
    expect(html).not.toContain('Switch off')
    expect(html).toContain('Used up: raise its limit')
  })
})
