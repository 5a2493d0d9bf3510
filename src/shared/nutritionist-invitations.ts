/**
 * A nutritionist's invitation (issue 56 point 5, decision 298): a fresh link to copy and send by
 * hand, or the invitation mailed again; both only until they have chosen a password.
 */
export const INVITATION_MESSAGES = {
  linkReady: 'A new invitation link is ready; the earlier one no longer works.',
  resent: 'Invitation sent again.',
  resentOutbox:
    'Mail is not configured: the invitation waits in the outbox. Copy the link and send it yourself.',
  alreadyJoined: 'This nutritionist has already chosen a password; they sign in with their e-mail.',
  inactive: 'This nutritionist is not active; make them active before inviting them.',
  adminAccount:
    'This profile belongs to an admin, who signs in with their own account: there is no invitation.',
  mailNotConfigured:
    'Mail is not configured on this server (no SMTP_URL): invitations are not delivered. Copy the invitation link and send it yourself.',
};

export type InvitationLink = { link: string; expires_in_days: number };
export type InvitationResent = { mail_mode: 'smtp' | 'outbox' };
