import type { MailBody } from './layout'
import { renderHtml, renderText } from './layout'
import type { MailMessage } from './mailer'

export interface MailedStaff {
  email: string
  name: string
}

/** Why a staff account receives a mail, and where it changes that. */
export const staffMailFooter = (what: string, origin: string) => ({
  text: `You receive this mail because your back-office account chose ${what}. Change it under My account.`,
  url: `${origin}/admin/account`,
  linkLabel: 'My account',
})

/** A mail to a member of staff, greeted by name. */
export function composeStaffMail(to: MailedStaff, subject: string, body: MailBody): MailMessage {
  const greeting = `Hi ${to.name},`
  return {
    to: to.email,
    subject,
    text: renderText(greeting, body),
    html: renderHtml(greeting, body),
  }
}
