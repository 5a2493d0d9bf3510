/**
 * The client's progress report (issue 36 point 5, decision 230): a PDF of one package with the
 * weight, waist and blood-pressure trends, the adherence of the plan link's ticks, the plan's
 * intake against its targets, and the monitoring lines of the latest session note.
 */
import { z } from 'zod';
import { id } from './fields';

export const PROGRESS_REPORT_PATH = '/api/v1/client/package/progress-report';

export const PROGRESS_REPORT_MESSAGES = {
  nothing:
    'This package has no body vitals and no plan yet, so there is no progress to report. Record a reading or make a plan first.',
  noClientEmail:
    'This client has no email address. Please add one on the client’s page to send the progress report.',
  emailed: 'The progress report was sent to the client.',
} as const;

export const progressReportSchema = z.object({ package_id: id('Please choose a package') });
export type ProgressReportInput = z.input<typeof progressReportSchema>;

/** GET …/progress-report/share: what the package page's share actions need. */
export type ProgressReportShare = {
  /** wa.me form of the client's phone, or null (WhatsApp then asks whom to send to). */
  whatsapp_phone: string | null;
  email: string | null;
  /** The WhatsApp text: the report's headline figures in words. */
  message: string;
};

/** The PDF's file name: 'Progress-Report-Meenakshi-Sundaram-2026-11-27.pdf'. */
export function progressFileName(clientName: string, date: string): string {
  const slug = [...clientName.normalize('NFC')]
    .map((ch) => (/^(?:[\p{L}\p{M}\p{N}]|\u200c|\u200d)$/u.test(ch) ? ch : '-'))
    .join('')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
  return `Progress-Report${slug ? `-${[...slug].slice(0, 60).join('')}` : ''}-${date}.pdf`;
}
