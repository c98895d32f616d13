import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test, vi } from 'vitest'
import { createOrderTracking } from '@store/contract/test-factories'
import { TrackingView } from './tracking-view'

const render = (tracking = createOrderTracking()) =>
  renderToStaticMarkup(createElement(TrackingView, { tracking }))

describe('the tracking modal', () => {
  test('the history keeps the courier’s newest-first order, with each status in brackets', () => {
    const html = render()
    const statuses = [...html.matchAll(/\[([A-Z]+)\]/g)].map((match) => match[1])
    expect(statuses).toEqual(createOrderTracking().track_history.map((entry) => entry.status))
  })

  test('only the DELIVERED entry is highlighted, and it names who received the parcel', () => {
    const html = render()
    const highlighted = [...html.matchAll(/<li[^>]*data-delivered="true"[^>]*>(.*?)<\/li>/g)]
    expect(highlighted).toHaveLength(1)
    expect(highlighted[0]?.[1]).toContain('[DELIVERED]')
    expect(highlighted[0]?.[1]).toContain('Sari')
  })

  test('a parcel still on its way highlights nothing and shows its last city', () => {
    const html = render(
      createOrderTracking({
        last_status: { status: 'IN', date_time: '2025-03-03 20:00', receiver_name: null },
        track_history: [
          { date_time: '2025-03-03 20:00', status: 'IN', city: 'Bandung', receiver_name: null },
        ],
      }),
    )
    expect(html).not.toContain('data-delivered')
    expect(html).toContain('Bandung')
    expect(html).toContain('3 Mar 2025 20:00')
  })
})

describe('the tracking modal in Bahasa', () => {
  test('names each status in words and dates the Indonesian way, the courier’s own text untouched', async () => {
    vi.resetModules()
    vi.doMock('#messages', () => import('../../../i18n/compiled/messages/id.js'))
    vi.doMock('@/i18n/locale', () => ({
      LOCALE: 'id',
      BASENAME: '/id',
      localHref: (path: string) => path,
    }))
    const { TrackingView: BahasaView } = await import('./tracking-view')
    const tracking = createOrderTracking({
      last_status: { status: 'ANT', date_time: '2025-08-03 09:05', receiver_name: null },
      track_history: [
        {
          date_time: '2025-08-03 09:05',
          status: 'ANT',
          city: 'Paket dibawa kurir [Bandung]',
          receiver_name: null,
        },
        { date_time: '2025-08-02 20:00', status: 'NEWCODE', city: 'Bandung', receiver_name: null },
      ],
    })
    const html = renderToStaticMarkup(createElement(BahasaView, { tracking }))
    vi.doUnmock('#messages')
    vi.doUnmock('@/i18n/locale')
    expect(html).toContain('Status Terakhir')
    expect(html).toContain('[Sedang Diantar]')
    expect(html).toContain('[NEWCODE]')
    expect(html).toContain('3 Agu 2025 09.05 WIB')
    expect(html).toContain('Paket dibawa kurir [Bandung]')
    expect(html).not.toContain('[ANT]')
  })
})
