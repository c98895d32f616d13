import { DEFAULT_LOCALE } from '@store/contract/locale'
import type { Locale } from '@store/contract/locale'
import { escapeHtml } from '../../seo/html'
import { MAIL_WORDS } from '../../i18n/words'

export interface MailBody {
  /** The first line after the greeting, and the mail's preview text. */
  paragraphs: string[]
  action?: { label: string; url: string }
  /**
   * An image after the paragraphs, such as the pick-up QR: a data: URL the
   * mailer sends as an inline (cid:) attachment, so it shows without loading
   * anything and survives a retry from the outbox unchanged.
   */
  image?: { src: string; alt: string; size: number }
  /** Shown small at the foot: why the mail came, and how to stop it. */
  footer?: { text: string; url?: string; linkLabel?: string }
}

/** The plain-text version: what a screen reader or a text-only mail program shows. */
export function renderText(
  greeting: string,
  body: MailBody,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const lines = [greeting, '', ...body.paragraphs.flatMap((paragraph) => [paragraph, ''])]
  if (body.action) lines.push(`${body.action.label}: ${body.action.url}`, '')
  lines.push('KAINARA')
  if (body.footer) {
    lines.push('', '--', body.footer.text)
    if (body.footer.url)
      lines.push(`${body.footer.linkLabel ?? MAIL_WORDS[locale].mail_link()}: ${body.footer.url}`)
  }
  return `${lines.join('\n')}\n`
}

/** The HTML version: one column, inline styles only, as mail programs need; `lang` is the mail's language. */
export function renderHtml(
  greeting: string,
  body: MailBody,
  locale: Locale = DEFAULT_LOCALE,
  /** The subject, as the page's title for a mail opened in a browser or read aloud. */
  title?: string,
): string {
  const head = title ? `<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` : ''
  const paragraph = (text: string) =>
    `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#1c1917">${escapeHtml(text)}</p>`
  const action = body.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(body.action.url)}" style="display:inline-block;background:#1c1917;color:#ffffff;text-decoration:none;padding:12px 24px;font-size:14px;letter-spacing:.08em;text-transform:uppercase">${escapeHtml(body.action.label)}</a></p>`
    : ''
  const image = body.image
    ? `<p style="margin:8px 0 24px"><img src="${escapeHtml(body.image.src)}" alt="${escapeHtml(body.image.alt)}" width="${body.image.size}" height="${body.image.size}" style="display:block;border:0"></p>`
    : ''
  const footer = body.footer
    ? `<p style="margin:24px 0 0;font-size:12px;line-height:1.5;color:#78716c">${escapeHtml(body.footer.text)}${
        body.footer.url
          ? ` <a href="${escapeHtml(body.footer.url)}" style="color:#78716c">${escapeHtml(body.footer.linkLabel ?? MAIL_WORDS[locale].mail_link())}</a>`
          : ''
      }</p>`
    : ''
  return `<!doctype html><html lang="${locale}">${head}<body style="margin:0;background:#f5f5f4;font-family:Helvetica,Arial,sans-serif">
<div style="max-width:560px;margin:0 auto;padding:32px 24px;background:#ffffff">
<p style="margin:0 0 32px;font-family:Georgia,serif;font-size:24px;letter-spacing:.3em;color:#1c1917">KAINARA</p>
${paragraph(greeting)}
${body.paragraphs.map(paragraph).join('\n')}
${image}
${action}
${footer}
</div></body></html>`
}
