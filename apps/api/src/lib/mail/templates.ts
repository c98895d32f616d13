import type { MailMessage } from './mailer'
import { renderHtml, renderText } from './layout'
import type { MailBody } from './layout'

function compose(to: string, subject: string, greeting: string, body: MailBody): MailMessage {
  return { to, subject, text: renderText(greeting, body), html: renderHtml(greeting, body) }
}

const hello = (name: string) => `Hi ${name},`

export function welcomeMail(to: string, name: string, origin: string): MailMessage {
  return compose(to, 'Welcome to KAINARA', hello(name), {
    paragraphs: [
      'Your KAINARA account is ready. Save the pieces you love to your wishlist, keep your shipping addresses, and follow your orders from your account.',
    ],
    action: { label: 'Start shopping', url: `${origin}/products` },
    footer: { text: 'You receive this mail because an account was created with this address.' },
  })
}

export function newPasswordMail(
  to: string,
  name: string,
  password: string,
  origin: string,
): MailMessage {
  return compose(to, 'Your new KAINARA password', hello(name), {
    paragraphs: [
      `Your new password is: ${password}`,
      'Sign in with it, then choose a password of your own under Account > Change Password. Your old password keeps working until you sign in with this one, and this one expires in 24 hours.',
      'If you did not ask for a new password, ignore this mail: nothing changes.',
    ],
    action: { label: 'Sign in', url: `${origin}/sign-in` },
  })
}

export function newsletterConfirmMail(to: string, confirmUrl: string, unsubscribeUrl: string) {
  return {
    ...compose(to, 'Confirm your KAINARA newsletter subscription', 'Hi,', {
      paragraphs: [
        'Please confirm that you want new collections, offers and store news from KAINARA at this address.',
        'If you did not ask for it, ignore this mail and you will not hear from us.',
      ],
      action: { label: 'Confirm subscription', url: confirmUrl },
      footer: { text: 'Changed your mind?', url: unsubscribeUrl, linkLabel: 'Unsubscribe' },
    }),
    unsubscribeUrl,
  }
}

export function newsletterWelcomeMail(to: string, unsubscribeUrl: string) {
  return {
    ...compose(to, 'You are subscribed to the KAINARA newsletter', 'Hi,', {
      paragraphs: [
        'Thank you for subscribing. New collections and offers will reach you here first.',
      ],
      footer: {
        text: 'You receive this mail because this address subscribed to our newsletter.',
        url: unsubscribeUrl,
        linkLabel: 'Unsubscribe',
      },
    }),
    unsubscribeUrl,
  }
}

export function accountDeletedMail(to: string, name: string): MailMessage {
  return compose(to, 'Your KAINARA account has been deleted', hello(name), {
    paragraphs: [
      'Your KAINARA account and its personal data (profile, addresses, wishlist and notifications) have been deleted, as you asked.',
      'Orders you placed are kept for our books without your account. You are welcome back any time.',
    ],
  })
}
