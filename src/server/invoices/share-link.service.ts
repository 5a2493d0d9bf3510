import { eq } from 'drizzle-orm';
import { INVOICE_MESSAGES, type InvoiceDetails } from '../../shared/invoices';
import type { InvoiceRow } from '../auth/policy';
import { type Db, inTransaction } from '../db/client';
import { lockedFor } from '../db/locks';
import { invoices } from '../db/schema/index';
import { writeAudit } from '../lib/audit';
import { AppError } from '../lib/errors';
import { newToken } from '../lib/tokens';
import { detailsOf } from './invoices.service';

type Actor = { userId: number; ip: string };

/**
 * Turning a document's share link off, and making a new one (issue 55 point 7, decision 313). The
 * route checked that the viewer may open the document (owner:invoice); the write and its audit row
 * commit together, on the document re-read under its lock, so of two at once the second sees the
 * first's write. The audit row never holds a token: the link is a key, the log is read by others.
 */

/** POST /api/v1/invoice/share-link/revoke: the token is gone, so the old link answers 404 like a wrong one. */
export async function revokeShareLink(
  db: Db,
  loaded: InvoiceRow,
  actor: Actor,
  publicUrl: string,
): Promise<InvoiceDetails> {
  return inTransaction(db, async (tx) => {
    const invoice = await lockedFor(tx, invoices, loaded.id, INVOICE_MESSAGES.notFound);
    if (!invoice.shareToken)
      throw new AppError(409, INVOICE_MESSAGES.linkAlreadyOff, {
        invoice_id: INVOICE_MESSAGES.linkAlreadyOff,
      });
    const [row] = await tx
      .update(invoices)
      .set({ shareToken: null })
      .where(eq(invoices.id, invoice.id))
      .returning();
    await writeAudit(tx, {
      userId: actor.userId,
      action: 'revoke',
      entity: 'invoice_share_link',
      entityId: invoice.id,
      changes: { number: invoice.number, link: 'turned off' },
      ip: actor.ip,
    });
    return detailsOf(tx, row, publicUrl);
  });
}

/**
 * POST /api/v1/invoice/share-link/renew: a new 256-bit token in place of the old one (or of none,
 * after a revoke); the old link stops working at once.
 */
export async function renewShareLink(
  db: Db,
  loaded: InvoiceRow,
  actor: Actor,
  publicUrl: string,
): Promise<InvoiceDetails> {
  return inTransaction(db, async (tx) => {
    const invoice = await lockedFor(tx, invoices, loaded.id, INVOICE_MESSAGES.notFound);
    const [row] = await tx
      .update(invoices)
      .set({ shareToken: newToken() })
      .where(eq(invoices.id, invoice.id))
      .returning();
    await writeAudit(tx, {
      userId: actor.userId,
      action: 'renew',
      entity: 'invoice_share_link',
      entityId: invoice.id,
      changes: {
        number: invoice.number,
        link: invoice.shareToken ? 'replaced' : 'made again after it was turned off',
      },
      ip: actor.ip,
    });
    return detailsOf(tx, row, publicUrl);
  });
}
