import { localizedPath } from '@store/contract/locale'
import type { Locale } from '@store/contract/locale'
import { MAIL_WORDS } from '../../i18n/words'
import type { MailMessage } from './mailer'
import { renderHtml, renderText } from './layout'
import type { MailBody } from './layout'

/** A shopper's mail in their language (decision 073): subject, both versions and `lang`. */
export function composeMail(
  to: string,
  subject: string,
  greeting: string,
  body: MailBody,
  locale: Locale,
): MailMessage {
  return {
    to,
    subject,
    text: renderText(greeting, body, locale),
    html: renderHtml(greeting, body, locale, subject),
  }
}

export function welcomeMail(to: string, name: string, origin: string, locale: Locale): MailMessage {
  const words = MAIL_WORDS[locale]
  const body = {
    paragraphs: [words.welcome_ready()],
    action: { label: words.welcome_start(), url: `${origin}${localizedPath('/products', locale)}` },
    footer: { text: words.welcome_why() },
  }
  return composeMail(to, words.welcome_subject(), words.mail_hello({ name }), body, locale)
}

export function newPasswordMail(
  to: string,
  name: string,
  password: string,
  origin: string,
  locale: Locale,
): MailMessage {
  const words = MAIL_WORDS[locale]
  const body = {
    paragraphs: [
      words.new_password_is({ password }),
      words.new_password_how(),
      words.new_password_not_you(),
    ],
    action: {
      label: words.new_password_sign_in(),
      url: `${origin}${localizedPath('/sign-in', locale)}`,
    },
  }
  return composeMail(to, words.new_password_subject(), words.mail_hello({ name }), body, locale)
}

export function newsletterConfirmMail(
  to: string,
  links: { confirm: string; unsubscribe: string },
  locale: Locale,
) {
  const words = MAIL_WORDS[locale]
  const body = {
    paragraphs: [words.newsletter_confirm_ask(), words.newsletter_confirm_not_you()],
    action: { label: words.newsletter_confirm_action(), url: links.confirm },
    footer: {
      text: words.newsletter_changed_mind(),
      url: links.unsubscribe,
      linkLabel: words.newsletter_unsubscribe(),
    },
  }
  const subject = words.newsletter_confirm_subject()
  return {
    ...composeMail(to, subject, words.mail_hello_anyone(), body, locale),
    unsubscribeUrl: links.unsubscribe,
  }
}

export function newsletterWelcomeMail(to: string, unsubscribeUrl: string, locale: Locale) {
  const words = MAIL_WORDS[locale]
  const body = {
    paragraphs: [words.newsletter_welcome_thanks()],
    footer: {
      text: words.newsletter_welcome_why(),
      url: unsubscribeUrl,
      linkLabel: words.newsletter_unsubscribe(),
    },
  }
  const subject = words.newsletter_welcome_subject()
  return {
    ...composeMail(to, subject, words.mail_hello_anyone(), body, locale),
    unsubscribeUrl,
  }
}

export function accountDeletedMail(to: string, name: string, locale: Locale): MailMessage {
  const words = MAIL_WORDS[locale]
  const body = { paragraphs: [words.account_deleted_done(), words.account_deleted_orders()] }
  return composeMail(to, words.account_deleted_subject(), words.mail_hello({ name }), body, locale)
}
