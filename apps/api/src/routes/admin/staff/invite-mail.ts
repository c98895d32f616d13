import type { StaffRole } from '@store/contract/admin/staff-roles'
import { renderHtml, renderText } from '../../../lib/mail/layout'
import type { MailMessage } from '../../../lib/mail/mailer'

const ROLE_WORDS: Record<StaffRole, string> = {
  OWNER: 'an owner',
  STAFF: 'a member of staff',
  SHOWROOM: 'a showroom manager',
}

export function staffInviteMail(
  invite: { email: string; name: string; role: StaffRole; invitedBy: string },
  link: string,
): MailMessage {
  const body = {
    paragraphs: [
      `${invite.invitedBy} invites you to KAINARA's back office as ${ROLE_WORDS[invite.role]}.`,
      'Open the link below to choose your password (12 characters or more). The link works once and for 48 hours.',
      'If you did not expect this invitation, ignore this mail: no account is made.',
    ],
    action: { label: 'Accept the invitation', url: link },
  }
  const greeting = `Hi ${invite.name},`
  return {
    to: invite.email,
    subject: "You're invited to KAINARA's back office",
    text: renderText(greeting, body),
    html: renderHtml(greeting, body),
  }
}
