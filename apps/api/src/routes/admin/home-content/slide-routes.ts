import type { FastifyInstance } from 'fastify'
import {
  createSlide,
  deleteSlide,
  orderSlides,
  updateSlide,
} from '@store/contract/admin/home-content'
import type { SlideUpdateSchema } from '@store/contract/admin/home-content'
import type { z } from 'zod'
import { recordAudit } from '../../../lib/audit.repository'
import { notFound } from '../../../lib/http-errors'
import { registerCall } from '../../../lib/register-call'
import { CONTENT_MESSAGES, listChanged, writeHomeContent } from './content-write'
import { deleteSlideRow, insertSlide, reorderRows, updateSlideRow } from './home-lists.repository'

type SlideFields = Omit<z.output<typeof SlideUpdateSchema>, 'id'>

/** The row a slide form describes: an IMAGE slide keeps no video id. */
const slideValues = (input: SlideFields) => ({
  sliderType: input.slider_type,
  title: input.title,
  // Left out: kept; '' : missing (decision 072).
  titleBahasa: input.title_bahasa === undefined ? undefined : input.title_bahasa || null,
  mediaUrl: input.media_url,
  mediaUrlMobile: input.media_url_mobile,
  hrefUrl: input.href_url === '' ? null : input.href_url,
  openNewTab: input.open_new_tab,
  youtubeVideoId: input.slider_type === 'YOUTUBE' ? input.youtube_video : null,
})

export function slideRoutes(app: FastifyInstance) {
  registerCall(app, createSlide, (input, request) =>
    writeHomeContent(app, request, async (tx, staff) => {
      const row = await insertSlide(tx, slideValues(input))
      await recordAudit(tx, staff, {
        action: 'home.slide.create',
        entity: 'image_slider',
        entityId: row?.id,
        after: row,
      })
      return 'The slide has been added at the end of the slider.'
    }),
  )

  registerCall(app, updateSlide, ({ id, ...input }, request) =>
    writeHomeContent(app, request, async (tx, staff) => {
      const values = slideValues(input)
      const before = await updateSlideRow(tx, id, values)
      if (!before) throw notFound(CONTENT_MESSAGES.slideGone)
      await recordAudit(tx, staff, {
        action: 'home.slide.update',
        entity: 'image_slider',
        entityId: id,
        before,
        after: values,
      })
      return 'The slide has been saved.'
    }),
  )

  registerCall(app, deleteSlide, ({ id }, request) =>
    writeHomeContent(app, request, async (tx, staff) => {
      const before = await deleteSlideRow(tx, id)
      if (!before) throw notFound(CONTENT_MESSAGES.slideGone)
      await recordAudit(tx, staff, {
        action: 'home.slide.delete',
        entity: 'image_slider',
        entityId: id,
        before,
      })
      return 'The slide has been removed.'
    }),
  )

  registerCall(app, orderSlides, ({ ids }, request) =>
    writeHomeContent(app, request, async (tx, staff) => {
      if (!(await reorderRows(tx, 'slides', ids))) throw listChanged()
      await recordAudit(tx, staff, {
        action: 'home.slide.order',
        entity: 'image_slider',
        after: ids,
      })
      return 'The slides are in their new order.'
    }),
  )
}
