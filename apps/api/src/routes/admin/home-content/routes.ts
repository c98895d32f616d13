import type { FastifyInstance } from 'fastify'
import {
  getHomeContent,
  updateHomeSection,
  updatePopupVideo,
  updatePromoBar,
} from '@store/contract/admin/home-content'
import { recordAudit } from '../../../lib/audit.repository'
import { registerCall } from '../../../lib/register-call'
import { writeHomeContent } from './content-write'
import { hashtagRoutes } from './hashtag-routes'
import { putSetting } from '../../../lib/settings.repository'
import {
  BAHASA_SETTINGS,
  CONTENT_SETTINGS,
  putHomeSection,
  readHomeContent,
} from './home-content.repository'
import { putBahasaSetting } from './bahasa-settings'
import { slideRoutes } from './slide-routes'

/** The home page's content (spec section 2, Home) and the promo bar above every page. */
export function homeContentRoutes(app: FastifyInstance) {
  registerCall(app, getHomeContent, async () => ({ data: await readHomeContent(app.db) }))
  slideRoutes(app)
  hashtagRoutes(app)

  registerCall(app, updatePopupVideo, ({ popup_image_desktop, home_video }, request) =>
    writeHomeContent(app, request, async (tx, staff) => {
      const before = {
        popup_image_desktop: await putSetting(tx, CONTENT_SETTINGS.popup, popup_image_desktop),
        home_video: await putSetting(tx, CONTENT_SETTINGS.video, home_video),
      }
      await recordAudit(tx, staff, {
        action: 'home.popup_video.update',
        entity: 'setting',
        entityId: CONTENT_SETTINGS.popup,
        before,
        after: { popup_image_desktop, home_video },
      })
      return 'The popup and the home video have been saved.'
    }),
  )

  registerCall(app, updatePromoBar, ({ promo_bar_text, promo_bar_text_bahasa }, request) =>
    writeHomeContent(app, request, async (tx, staff) => {
      const before = await putSetting(tx, CONTENT_SETTINGS.promoBar, promo_bar_text)
      const beforeBahasa = await putBahasaSetting(
        tx,
        BAHASA_SETTINGS.promoBar,
        promo_bar_text_bahasa,
      )
      await recordAudit(tx, staff, {
        action: 'home.promo_bar.update',
        entity: 'setting',
        entityId: CONTENT_SETTINGS.promoBar,
        before: beforeBahasa === undefined ? before : { text: before, text_bahasa: beforeBahasa },
        after:
          promo_bar_text_bahasa === undefined
            ? promo_bar_text
            : { text: promo_bar_text, text_bahasa: promo_bar_text_bahasa },
      })
      return 'The promo bar now reads the new text on every page.'
    }),
  )

  registerCall(app, updateHomeSection, (input, request) =>
    writeHomeContent(app, request, async (tx, staff) => {
      const after = {
        id: input.id,
        imageUrl: input.image_url,
        imageUrlMobile: input.image_url_mobile,
        titleLines: input.title_lines,
        subtitle: input.subtitle,
        buttonText: input.button_text === '' ? null : input.button_text,
        // Left out: kept; blank: missing, the shop shows the English (decision 072).
        titleLinesBahasa:
          input.title_lines_bahasa === undefined
            ? undefined
            : input.title_lines_bahasa.length > 0
              ? input.title_lines_bahasa
              : null,
        subtitleBahasa:
          input.subtitle_bahasa === undefined ? undefined : input.subtitle_bahasa || null,
        buttonTextBahasa:
          input.button_text_bahasa === undefined ? undefined : input.button_text_bahasa || null,
        url: input.url === '' ? null : input.url,
        openNewTab: input.open_new_tab,
      }
      const before = await putHomeSection(tx, after)
      await recordAudit(tx, staff, {
        action: 'home.section.update',
        entity: 'home_section',
        entityId: input.id,
        before,
        after,
      })
      return `Section ${input.id} has been saved.`
    }),
  )
}
