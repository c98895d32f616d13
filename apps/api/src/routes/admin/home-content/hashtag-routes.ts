import type { FastifyInstance } from 'fastify'
import {
  createHashtagImage,
  deleteHashtagImage,
  orderHashtagImages,
  updateHashtagImage,
  updateHashtagSection,
} from '@store/contract/admin/hashtag-gallery'
import { recordAudit } from '../../../lib/audit.repository'
import { notFound } from '../../../lib/http-errors'
import { registerCall } from '../../../lib/register-call'
import { putSetting } from '../../../lib/settings.repository'
import { CONTENT_MESSAGES, listChanged, writeHomeContent } from './content-write'
import { BAHASA_SETTINGS, CONTENT_SETTINGS } from './home-content.repository'
import { putBahasaSetting } from './bahasa-settings'
import {
  deleteHashtagRow,
  insertHashtagImage,
  reorderRows,
  updateHashtagRow,
} from './home-lists.repository'

export function hashtagRoutes(app: FastifyInstance) {
  registerCall(app, createHashtagImage, ({ image_url, ig_url }, request) =>
    writeHomeContent(app, request, async (tx, staff) => {
      const row = await insertHashtagImage(tx, { imageUrl: image_url, igUrl: ig_url })
      await recordAudit(tx, staff, {
        action: 'home.hashtag.create',
        entity: 'hashtag_image',
        entityId: row?.id,
        after: row,
      })
      return 'The image has been added at the end of the gallery.'
    }),
  )

  registerCall(app, updateHashtagImage, ({ id, image_url, ig_url }, request) =>
    writeHomeContent(app, request, async (tx, staff) => {
      const after = { imageUrl: image_url, igUrl: ig_url }
      const before = await updateHashtagRow(tx, id, after)
      if (!before) throw notFound(CONTENT_MESSAGES.hashtagGone)
      await recordAudit(tx, staff, {
        action: 'home.hashtag.update',
        entity: 'hashtag_image',
        entityId: id,
        before,
        after,
      })
      return 'The image has been saved.'
    }),
  )

  registerCall(app, deleteHashtagImage, ({ id }, request) =>
    writeHomeContent(app, request, async (tx, staff) => {
      const before = await deleteHashtagRow(tx, id)
      if (!before) throw notFound(CONTENT_MESSAGES.hashtagGone)
      await recordAudit(tx, staff, {
        action: 'home.hashtag.delete',
        entity: 'hashtag_image',
        entityId: id,
        before,
      })
      return 'The image has been removed from the gallery.'
    }),
  )

  registerCall(app, orderHashtagImages, ({ ids }, request) =>
    writeHomeContent(app, request, async (tx, staff) => {
      if (!(await reorderRows(tx, 'hashtags', ids))) throw listChanged()
      await recordAudit(tx, staff, {
        action: 'home.hashtag.order',
        entity: 'hashtag_image',
        after: ids,
      })
      return 'The gallery is in its new order.'
    }),
  )

  registerCall(app, updateHashtagSection, (input, request) =>
    writeHomeContent(app, request, async (tx, staff) => {
      const before = {
        title: await putSetting(tx, CONTENT_SETTINGS.hashtagTitle, input.hashtag_title),
        description: await putSetting(
          tx,
          CONTENT_SETTINGS.hashtagDescription,
          input.hashtag_description,
        ),
        title_bahasa: await putBahasaSetting(
          tx,
          BAHASA_SETTINGS.hashtagTitle,
          input.hashtag_title_bahasa,
        ),
        description_bahasa: await putBahasaSetting(
          tx,
          BAHASA_SETTINGS.hashtagDescription,
          input.hashtag_description_bahasa,
        ),
      }
      await recordAudit(tx, staff, {
        action: 'home.hashtag_section.update',
        entity: 'setting',
        entityId: CONTENT_SETTINGS.hashtagTitle,
        before,
        after: {
          title: input.hashtag_title,
          description: input.hashtag_description,
          title_bahasa: input.hashtag_title_bahasa,
          description_bahasa: input.hashtag_description_bahasa,
        },
      })
      return 'The hashtag section has been saved.'
    }),
  )
}
