import { z } from 'zod';
import { blank, calendarDate, optionalId, pageSchema } from './fields';
import { FY_PATTERN, INVOICE_LIST_STATUSES, MONTH_PATTERN } from './invoice-report-options';

export * from './invoice-report-options';

export const INVOICE_REPORT_MESSAGES = {
  month: 'Please give the month as YYYY-MM, such as 2026-05',
  fy: 'Please give the financial year as YYYY-YY, such as 2026-27',
  period: 'Please give a month or a financial year',
  periodBoth: 'Please give a month or a financial year, not both',
  from: 'Please give the first day of the period',
  to: 'Please give the last day of the period',
  order: 'The last day cannot be before the first day',
  status: 'Please choose a status from the list',
} as const;

const monthText = z.preprocess(
  blank,
  z.string().regex(MONTH_PATTERN, INVOICE_REPORT_MESSAGES.month).optional(),
);
const fyText = z.preprocess(
  blank,
  z
    .string()
    .regex(FY_PATTERN, INVOICE_REPORT_MESSAGES.fy)
    .refine((v) => {
      const [, start, end] = FY_PATTERN.exec(v) ?? [];
      return (Number(start) + 1) % 100 === Number(end);
    }, INVOICE_REPORT_MESSAGES.fy)
    .optional(),
);

/** GET /api/v1/invoice/gstr1: a month (?month=2026-05) or a financial year (?fy=2026-27). */
export const gstr1QuerySchema = z.object({ month: monthText, fy: fyText }).superRefine((v, ctx) => {
  if (v.month === undefined && v.fy === undefined)
    ctx.addIssue({ code: 'custom', path: ['month'], message: INVOICE_REPORT_MESSAGES.period });
  if (v.month !== undefined && v.fy !== undefined)
    ctx.addIssue({ code: 'custom', path: ['fy'], message: INVOICE_REPORT_MESSAGES.periodBoth });
});

const fromTo = {
  from: z.preprocess(blank, calendarDate(INVOICE_REPORT_MESSAGES.from)),
  to: z.preprocess(blank, calendarDate(INVOICE_REPORT_MESSAGES.to)),
};
const ordered = (v: { from?: string; to?: string }, ctx: z.RefinementCtx) => {
  if (v.from && v.to && v.to < v.from)
    ctx.addIssue({ code: 'custom', path: ['to'], message: INVOICE_REPORT_MESSAGES.order });
};

/** GET /api/v1/invoice/register?from=&to=: both days required. */
export const registerQuerySchema = z.object(fromTo).superRefine(ordered);

/** GET /api/v1/invoice/search: the invoices list page's filters and page. */
export const invoiceSearchSchema = z
  .object({
    from: z.preprocess(blank, calendarDate(INVOICE_REPORT_MESSAGES.from).optional()),
    to: z.preprocess(blank, calendarDate(INVOICE_REPORT_MESSAGES.to).optional()),
    status: z.preprocess(
      blank,
      z
        .enum(
          INVOICE_LIST_STATUSES.map((s) => s.value) as [string, ...string[]],
          INVOICE_REPORT_MESSAGES.status,
        )
        .optional(),
    ),
    client_id: optionalId('Please choose a client'),
    dietitian_id: optionalId('Please choose a nutritionist'),
    page: pageSchema,
  })
  .superRefine(ordered);
export type InvoiceSearchInput = z.infer<typeof invoiceSearchSchema>;
