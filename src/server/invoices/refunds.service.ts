import { practiceToday } from '../../shared/fields';
import { REFUND_MESSAGES, type RefundInput } from '../../shared/invoice-refunds';
import { INVOICE_MESSAGES, inr, rupees } from '../../shared/invoices';
import type { InvoiceRow } from '../auth/policy';
import { type Db, inTransaction } from '../db/client';
import { lockedFor } from '../db/locks';
import { invoices } from '../db/schema/index';
import { writeAudit } from '../lib/audit';
import { ValidationError } from '../lib/errors';
import { creditNotesOf, paymentsOf } from './invoices.repository';
import { detailsOf, invoiceClock } from './invoices.service';
import { insertRefund, refundsOf } from './refunds.repository';

type Actor = { userId: number; ip: string };
const paise = (value: string | number) => Math.round(Number(value) * 100);

/**
 * Money given back against a credit note (issue 55 point 1, decision 300): mode, date, reference.
 * At most what was paid on its invoice less the refunds already recorded against any of the
 * invoice's credit notes, and at most what this credit note still leaves to refund. Checked under
 * the invoice's lock, so two refunds at once cannot together pass the bound.
 */
export async function recordRefund(
  db: Db,
  note: InvoiceRow,
  input: RefundInput,
  actor: Actor,
  publicUrl: string,
) {
  if (note.kind !== 'credit_note' || note.cancelsId === null)
    throw new ValidationError({ credit_note_id: REFUND_MESSAGES.notCreditNote });
  const today = practiceToday(invoiceClock.now());
  const date = input.date ?? today;
  if (date > today) throw new ValidationError({ date: INVOICE_MESSAGES.dateFuture });
  if (date < note.date) throw new ValidationError({ date: REFUND_MESSAGES.beforeNote });
  const invoiceId = note.cancelsId;
  return inTransaction(db, async (tx) => {
    await lockedFor(tx, invoices, invoiceId, INVOICE_MESSAGES.notFound);
    const paid = (await paymentsOf(tx, invoiceId)).reduce((s, p) => s + paise(p.amount), 0);
    if (paid <= 0) throw new ValidationError({ amount: REFUND_MESSAGES.nothingPaid });
    const notes = await creditNotesOf(tx, invoiceId);
    const refunds = await refundsOf(
      tx,
      notes.map((n) => n.id),
    );
    const refundedAll = refunds.reduce((s, r) => s + paise(r.amount), 0);
    const refundedHere = refunds
      .filter((r) => r.creditNoteId === note.id)
      .reduce((s, r) => s + paise(r.amount), 0);
    const most = Math.max(0, Math.min(paid - refundedAll, paise(note.total) - refundedHere));
    if (input.amount > most) throw new ValidationError({ amount: REFUND_MESSAGES.overPaid(inr(most)) });
    const row = await insertRefund(tx, {
      creditNoteId: note.id,
      amount: rupees(input.amount),
      mode: input.mode,
      date,
      reference: input.reference ?? null,
      createdBy: actor.userId,
    });
    await writeAudit(tx, {
      userId: actor.userId,
      action: 'create',
      entity: 'invoice_refund',
      entityId: row.id,
      changes: { credit_note: note.number, amount: row.amount, mode: row.mode, date },
      ip: actor.ip,
    });
    return detailsOf(tx, note, publicUrl);
  });
}
