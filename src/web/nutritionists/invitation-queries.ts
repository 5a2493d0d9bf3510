import { useMutation, useQuery } from '@tanstack/react-query';
import type { InvitationLink, InvitationResent } from '../../shared/nutritionist-invitations';
import type { MailMode } from '../../shared/settings';
import { apiWrite, fetchData } from '../lib/api';

/** Whether mail leaves the server (smtp) or waits in the outbox (the same key as the plan mail's). */
export const useMailModeForInvites = () =>
  useQuery({
    queryKey: ['mail-mode'],
    queryFn: () => fetchData<MailMode>('/api/v1/settings/mail-mode'),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** A fresh invitation link to copy (the earlier one stops working). */
export const useInvitationLink = () =>
  useMutation({
    mutationFn: (id: number) => apiWrite<InvitationLink>('/api/v1/dietitian/invitation/create-link', { id }),
  });

/** The invitation mailed again. */
export const useResendInvitation = () =>
  useMutation({
    mutationFn: (id: number) => apiWrite<InvitationResent>('/api/v1/dietitian/invitation/resend', { id }),
  });
