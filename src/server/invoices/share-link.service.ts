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

type LinkChange = 'revoke' | 'renew';

/** POST /api/v1/invoice/share-link/revoke: the token is gone, so the old link answers 404 like a wrong one. */
export function revokeShareLink(db: Db, loaded: InvoiceRow, actor: Actor, publicUrl: string) {
  return changeShareLink(db, loaded, actor, publicUrl, 'revoke');
}

/**
 * POST /api/v1/invoice/share-link/renew: a new 256-bit token in place of the old one (or of none,
 * after a revoke); the old link stops working at once.
 */
export function renewShareLink(db: Db, loaded: InvoiceRow, actor: Actor, publicUrl: string) {
  return changeShareLink(db, loaded, actor, publicUrl, 'renew');
}

/** The one write of both: the document under its lock, its token, its audit row (never the token). */
async function changeShareLink(
  db: Db,
  loaded: InvoiceRow,
  actor: Actor,
  publicUrl: string,
  change: LinkChange,
): Promise<InvoiceDetails> {
  return inTransaction(db, async (tx) => {
    const invoice = await lockedFor(tx, invoices, loaded.id, INVOICE_MESSAGES.notFound);
    if (change === 'revoke' && !invoice.shareToken)
      throw new AppError(409, INVOICE_MESSAGES.linkAlreadyOff, {
        invoice_id: INVOICE_MESSAGES.linkAlreadyOff,
      });
    const [row] = await tx
      .update(invoices)
      .set({ shareToken: change === 'revoke' ? null : newToken() })
      .where(eq(invoices.id, invoice.id))
      .returning();
    const link =
      change === 'revoke'
        ? 'turned off'
        : invoice.shareToken
          ? 'replaced'
          : 'made again after it was turned off';
    await writeAudit(tx, {
      userId: actor.userId,
      action: change,
      entity: 'invoice_share_link',
      entityId: invoice.id,
      changes: { number: invoice.number, link },
      ip: actor.ip,
    });
    return detailsOf(tx, row, publicUrl);
  });
}
