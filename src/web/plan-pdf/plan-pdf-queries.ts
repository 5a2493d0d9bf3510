import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExportPdfInput, PlanPdfSend } from '../../shared/plan-pdf';
import type { MailMode } from '../../shared/settings';
import { apiWrite, fetchData } from '../lib/api';

export const EXPORT_PDF_PATH = '/api/v1/client/package/export-pdf';

/**
 * Opens the server's PDF of the plan in a new tab: a plain form POST with target _blank, so the
 * browser shows the PDF itself (no pop-up blocker, no blob URLs).
 */
export function openPlanPdf(input: ExportPdfInput) {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = EXPORT_PDF_PATH;
  form.target = '_blank';
  form.style.display = 'none';
  for (const [name, value] of Object.entries(input)) {
    const field = document.createElement('input');
    field.type = 'hidden';
    field.name = name;
    field.value = typeof value === 'boolean' ? (value ? '1' : '0') : String(value ?? '');
    form.append(field);
  }
  document.body.append(form);
  form.submit();
  form.remove();
}

export const pdfSendsKey = (planId: number) => ['plan-pdf-sends', planId] as const;

/** Who e-mailed this plan's PDF to the client, when, to which address (newest first). */
export function usePdfSends(planId: number | null) {
  return useQuery({
    queryKey: pdfSendsKey(planId ?? 0),
    queryFn: () => fetchData<PlanPdfSend[]>('/api/v1/client/package/pdf-sends', { plan_id: planId }),
    enabled: planId !== null,
  });
}

export function useEmailPlanPdf(planId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ExportPdfInput) => apiWrite<PlanPdfSend>('/api/v1/client/package/email-pdf', input),
    onSuccess: () => client.invalidateQueries({ queryKey: pdfSendsKey(planId) }),
  });
}

/** Whether this server sends mail or keeps it in the outbox (SMTP_URL unset); read once a session. */
export function useMailMode() {
  return useQuery({
    queryKey: ['mail-mode'],
    queryFn: () => fetchData<MailMode>('/api/v1/settings/mail-mode'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
