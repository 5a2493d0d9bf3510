import { z } from 'zod';
import { blank, calendarDate, id } from './fields';
import { money, PAYMENT_MODES } from './invoices';

/** A refund paid back against a credit note (issue 55 point 1, decision 300). */
export const REFUND_MESSAGES = {
  recorded: 'Refund recorded.',
  overPaid: (most: string) =>
    `This is more than can be refunded: at most ${most} (what was paid on the invoice, less its earlier refunds, up to this credit note's amount)`,
  nothingPaid: 'Nothing was paid on this invoice, so there is nothing to refund',
  notCreditNote: 'A refund is recorded against a credit note: please choose one',
  beforeNote: 'The refund cannot be dated before its credit note',
} as const;

export const refundSchema = z.object({
  credit_note_id: id('Please choose a credit note'),
  amount: money,
  mode: z.enum(PAYMENT_MODES, 'Please choose how it was refunded'),
  date: z.preprocess(blank, calendarDate().optional()),
  reference: z.preprocess(blank, z.string().max(100, 'Please keep it under 100 characters').optional()),
});
export type RefundInput = z.infer<typeof refundSchema>;
