import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_LINK_MESSAGES, type InvoiceLinkView } from '../../shared/invoice-link';
import type { InvoiceDetails, InvoiceSummary } from '../../shared/invoices';
import { invoiceShareText, receiptShareText } from '../../shared/share-words';
import { auditLog, invoices, tokenGuesses } from '../db/schema/index';
import { redactUrl } from '../lib/security';
import { newToken } from '../lib/tokens';
import { PUNE_BILLING_SETTINGS } from '../testing/billing-fixtures';
import { insertClient, insertPackageRow } from '../testing/package-fixtures';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';
import { invoiceClock } from './invoices.service';

/**
 * The invoice's share link (issue 55 point 7, decision 307): the WhatsApp and e-mail shares carry
 * PUBLIC_URL/my-invoice/{token}, never a upi:// text; the token opens its one document without a
 * session (summary and PDF), a wrong token is 404 like a missing record, and only a balance due
 * carries the UPI link.
 */
const PUBLIC_URL = 'https://clinic.poshan.in';
let t: TestApp;
let a: TestUser;
let admin: TestUser;

const SETTINGS = PUNE_BILLING_SETTINGS;

beforeAll(async () => {
  invoiceClock.now = () => new Date('2026-11-27T06:30:00Z');
  t = await createTestApp({ PUBLIC_URL });
  admin = await t.createAdmin();
  a = await t.createNutritionist({ firstName: 'Meera', lastName: 'Joshi' });
  const saved = await t.post('/api/v1/invoice/billing-settings', SETTINGS, admin.cookie);
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  invoiceClock.now = () => new Date();
  await t.close();
});

/** A package of ₹6,000 for a new client, invoiced: ₹7,080 with CGST and SGST. */
async function issuedInvoice(firstName: string, language = 'en'): Promise<InvoiceDetails> {
  const client = await insertClient(t, { firstName, lastName: 'Deshpande', language });
  const pkg = await insertPackageRow(t, {
    clientId: client.id,
    dietitianId: a.nutritionistId!,
    price: '6000',
    amountPaid: '0',
  });
  const res = await t.post('/api/v1/invoice/create', { package_id: pkg.id }, a.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const tokenOf = (shareUrl: string | null) => new URL(shareUrl ?? '').pathname.split('/').pop() ?? '';
const openLink = (token: string, cookie?: string) => t.get(`/api/v1/my-invoice/${token}`, cookie);

describe('the share link of an invoice with a balance', () => {
  it('is an https link on PUBLIC_URL, and the share text carries it and no upi:// text', async () => {
    const inv = await issuedInvoice('Anjali');
    expect(inv.share_url).toMatch(/^https:\/\/clinic\.poshan\.in\/my-invoice\/[A-Za-z0-9_-]{43}$/);
    const [row] = (await t.get(`/api/v1/invoice/list?package_id=${inv.package_id}`, a.cookie)).json()
      .data as InvoiceSummary[];
    expect(row.share_url).toBe(inv.share_url);
    const shared = { ...row, share_url: row.share_url ?? '' };
    const text = invoiceShareText(shared);
    expect(text).toContain(inv.share_url);
    expect(text).not.toContain('upi://');
    expect(text).toMatch(
      /^Invoice ND\/26-27\/\d{4} dated \d{2}-[A-Z][a-z]{2}-\d{4}: ₹7,080 due of ₹7,080\. See it, download the PDF or pay by UPI: https:\/\//,
    );
    // The Hindi text carries the same link.
    expect(invoiceShareText({ ...shared, client_language: 'hi' })).toContain(inv.share_url);
    // Kept in the database: the same link after any number of reads (and restarts).
    const [stored] = await t.db.select().from(invoices).where(eq(invoices.id, inv.id));
    expect(stored.shareToken).toBe(tokenOf(inv.share_url));
  });

  it('opens without a session: the practice, number, date, amount, balance, its UPI link and the PDF', async () => {
    const inv = await issuedInvoice('Bhavna');
    const res = await openLink(tokenOf(inv.share_url));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const view = res.json().data as InvoiceLinkView;
    expect(view).toMatchObject({
      legal_name: 'Poshan Nutrition Clinic LLP',
      type: 'invoice',
      number: inv.number,
      date: '2026-11-27',
      status: 'issued',
      total: '7080.00',
      paid: '0.00',
      balance: '7080.00',
      upi_link: inv.upi_link,
      pdf_path: `/api/v1/my-invoice/${tokenOf(inv.share_url)}/pdf`,
    });
    // No practice name saved in Settings: the name the invoice was issued in.
    expect(view.practice).toBe('Poshan Nutrition Clinic LLP');
    expect(view.upi_link).toMatch(/^upi:\/\/pay\?pa=poshanclinic%40okhdfcbank&.*am=7080\.00/);
    // Nothing of the client beyond the document: no name, phone or e-mail in the answer.
    expect(res.body).not.toContain('Bhavna');
    expect(res.body).not.toContain('Deshpande');

    const pdf = await t.get(view.pdf_path);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('answers a wrong, malformed or made-up token 404 like a missing record, with or without a session', async () => {
    const inv = await issuedInvoice('Chitra');
    const right = tokenOf(inv.share_url);
    const before = await t.db.select().from(tokenGuesses);
    for (const token of [newToken(), `${right.slice(0, -1)}${right.endsWith('A') ? 'B' : 'A'}`, 'abc', '%20'])
      for (const path of [`/api/v1/my-invoice/${token}`, `/api/v1/my-invoice/${token}/pdf`]) {
        const res = await t.get(path, a.cookie);
        expect(res.statusCode, path).toBe(404);
        if (token.length > 20) expect(res.json().message).toBe(INVOICE_LINK_MESSAGES.notFound);
      }
    // The misses count toward the address's allowance of guesses (lib/token-guesses.ts).
    const after = await t.db.select().from(tokenGuesses);
    expect(after.length).toBeGreaterThan(before.length);
    expect(after.some((g) => g.kind === 'invoice-link')).toBe(true);
  });

  it('keeps its token out of the request log', () => {
    expect(redactUrl('/api/v1/my-invoice/AbC_12-xyzAbC_12-xyzAbC/pdf')).toBe(
      '/api/v1/my-invoice/[redacted]/pdf',
    );
    expect(redactUrl('/my-invoice/AbC_12-xyzAbC_12-xyzAbC')).toBe('/my-invoice/[redacted]');
  });
});

describe('a document with nothing to pay', () => {
  it('a paid invoice shows a balance of 0 and no UPI link', async () => {
    const inv = await issuedInvoice('Deepa');
    const paid = await t.post(
      '/api/v1/invoice/payment',
      { invoice_id: inv.id, amount: 7080, mode: 'UPI', reference: 'UPI 612345678901' },
      a.cookie,
    );
    expect(paid.statusCode, paid.body).toBe(200);
    const view = (await openLink(tokenOf(inv.share_url))).json().data as InvoiceLinkView;
    expect(view).toMatchObject({ status: 'issued', paid: '7080.00', balance: '0.00', upi_link: null });
    expect(JSON.stringify(view)).not.toContain('upi://');
  });

  it('a cancelled invoice and its credit note say what they are, each with its own link and no UPI link', async () => {
    const inv = await issuedInvoice('Esha');
    const res = await t.post(
      '/api/v1/invoice/cancel',
      { invoice_id: inv.id, reason: 'Booked twice' },
      a.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    const { credit_note_id, credit_note_number } = res.json().data;
    const note = (await t.get(`/api/v1/invoice/details?id=${credit_note_id}`, a.cookie)).json()
      .data as InvoiceDetails;
    expect(note.share_url).not.toBe(inv.share_url);
    expect(note.share_url?.startsWith(`${PUBLIC_URL}/my-invoice/`)).toBe(true);

    const cancelled = (await openLink(tokenOf(inv.share_url))).json().data as InvoiceLinkView;
    expect(cancelled).toMatchObject({
      type: 'invoice',
      status: 'cancelled',
      balance: '0.00',
      upi_link: null,
      credit_note_number,
    });
    const credit = (await openLink(tokenOf(note.share_url))).json().data as InvoiceLinkView;
    expect(credit).toMatchObject({
      type: 'credit_note',
      number: credit_note_number,
      total: '7080.00',
      balance: '0.00',
      upi_link: null,
      original_invoice_number: inv.number,
    });
    const pdf = await t.get(credit.pdf_path);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});

/** Decision 313: staff turn a document's link off, or make a new one; receipts by the link; Hindi. */
const auditOf = (invoiceId: number, action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'invoice_share_link'),
        eq(auditLog.entityId, invoiceId),
        eq(auditLog.action, action),
      ),
    );
const revoke = (invoiceId: unknown, cookie = a.cookie) =>
  t.post('/api/v1/invoice/share-link/revoke', { invoice_id: invoiceId }, cookie);
const renew = (invoiceId: unknown, cookie = a.cookie) =>
  t.post('/api/v1/invoice/share-link/renew', { invoice_id: invoiceId }, cookie);

describe('turning a link off and making a new one', () => {
  it('revoke: the old link answers 404 like a wrong one, the document has no link, and the audit says who', async () => {
    const inv = await issuedInvoice('Farida');
    const old = tokenOf(inv.share_url);
    expect((await openLink(old)).statusCode).toBe(200);
    const res = await revoke(inv.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Link turned off. The link sent before no longer opens the document.');
    expect(res.json().data.share_url).toBeNull();
    for (const path of [`/api/v1/my-invoice/${old}`, `/api/v1/my-invoice/${old}/pdf`]) {
      const gone = await t.get(path);
      expect(gone.statusCode, path).toBe(404);
      expect(gone.json().message).toBe(INVOICE_LINK_MESSAGES.notFound);
    }
    const [row] = (await t.get(`/api/v1/invoice/list?package_id=${inv.package_id}`, a.cookie)).json()
      .data as InvoiceSummary[];
    expect(row.share_url).toBeNull();
    const [stored] = await t.db.select().from(invoices).where(eq(invoices.id, inv.id));
    expect(stored.shareToken).toBeNull();
    const audit = await auditOf(inv.id, 'revoke');
    expect(audit).toHaveLength(1);
    expect(audit[0].userId).toBe(a.userId);
    // The log never holds the token: it is the key.
    expect(JSON.stringify(audit[0].changes)).not.toContain(old);

    // Turned off already: refused with its message, nothing written.
    const again = await revoke(inv.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().data.invoice_id).toMatch(/already turned off/);
    expect(await auditOf(inv.id, 'revoke')).toHaveLength(1);
  });

  it('renew: a new 256-bit token; the old link stops working and the new one opens the document', async () => {
    const inv = await issuedInvoice('Gauri');
    const old = tokenOf(inv.share_url);
    const res = await renew(inv.id);
    expect(res.statusCode, res.body).toBe(200);
    const renewed = res.json().data as InvoiceDetails;
    expect(renewed.share_url).toMatch(/^https:\/\/clinic\.poshan\.in\/my-invoice\/[A-Za-z0-9_-]{43}$/);
    const fresh = tokenOf(renewed.share_url);
    expect(fresh).not.toBe(old);
    expect((await openLink(old)).statusCode).toBe(404);
    const view = (await openLink(fresh)).json().data as InvoiceLinkView;
    expect(view).toMatchObject({ number: inv.number, balance: '7080.00' });
    expect(await auditOf(inv.id, 'renew')).toHaveLength(1);
    // The share text carries the new link.
    expect(invoiceShareText({ ...renewed, share_url: renewed.share_url ?? '' })).toContain(renewed.share_url);

    // Turned off, then made again: a third token, and only it opens.
    expect((await revoke(inv.id)).statusCode).toBe(200);
    const third = (await renew(inv.id)).json().data as InvoiceDetails;
    const thirdToken = tokenOf(third.share_url);
    expect([old, fresh]).not.toContain(thirdToken);
    expect((await openLink(fresh)).statusCode).toBe(404);
    expect((await openLink(thirdToken)).statusCode).toBe(200);
    expect(await auditOf(inv.id, 'renew')).toHaveLength(2);
  });

  it("answers another nutritionist's document 404 like a missing one, and changes nothing", async () => {
    const inv = await issuedInvoice('Hema');
    const other = await t.createNutritionist({ firstName: 'Sunita', lastName: 'Rao' });
    for (const write of [revoke, renew]) {
      const res = await write(inv.id, other.cookie);
      expect(res.statusCode).toBe(404);
    }
    const [stored] = await t.db.select().from(invoices).where(eq(invoices.id, inv.id));
    expect(stored.shareToken).toBe(tokenOf(inv.share_url));
    expect(await auditOf(inv.id, 'revoke')).toHaveLength(0);
    expect(await auditOf(inv.id, 'renew')).toHaveLength(0);
    // A missing document: the same 404.
    expect((await revoke(999_999)).statusCode).toBe(404);
  });

  it('refuses bad input with a field message, and no session with 401', async () => {
    for (const bad of [undefined, 'abc', -3, 1.5]) {
      for (const write of [revoke, renew]) {
        const res = await write(bad);
        expect(res.statusCode, JSON.stringify(bad)).toBe(422);
        expect(res.json().data.invoice_id).toBeTruthy();
      }
    }
    const inv = await issuedInvoice('Indu');
    expect((await t.post('/api/v1/invoice/share-link/revoke', { invoice_id: inv.id })).statusCode).toBe(401);
    expect((await openLink(tokenOf(inv.share_url))).statusCode).toBe(200);
  });

  it('lets the admin turn off a link of any nutritionist', async () => {
    const inv = await issuedInvoice('Jyoti');
    const res = await revoke(inv.id, admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect((await openLink(tokenOf(inv.share_url))).statusCode).toBe(404);
  });
});

describe('receipts by the link', () => {
  it('lists the payments received and gives each receipt by the same token, and nothing else', async () => {
    const inv = await issuedInvoice('Kavita');
    const other = await issuedInvoice('Lata');
    for (const [invoice, amount, reference] of [
      [inv, 3000, 'UPI 612345678901'],
      [inv, 1000, null],
      [other, 500, null],
    ] as const) {
      const paid = await t.post(
        '/api/v1/invoice/payment',
        { invoice_id: invoice.id, amount, mode: reference ? 'UPI' : 'Cash', reference },
        a.cookie,
      );
      expect(paid.statusCode, paid.body).toBe(200);
    }
    const token = tokenOf(inv.share_url);
    const view = (await openLink(token)).json().data as InvoiceLinkView;
    expect(view.payments).toHaveLength(2);
    expect(view.payments[0]).toMatchObject({ amount: '3000.00', mode: 'UPI', date: '2026-11-27' });
    expect(view.payments[0].receipt_number).toMatch(/^NDR\/26-27\/\d{4}$/);
    expect(view.payments[0].receipt_path).toBe(
      `/api/v1/my-invoice/${token}/receipt?id=${view.payments[0].id}`,
    );
    expect(view.balance).toBe('3080.00');

    const pdf = await t.get(view.payments[0].receipt_path);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(view.payments[0].receipt_number.replace(/\//g, '-'));
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Another document's payment through this token, a made-up id, bad input: not found / refused.
    const otherPayment = (await t.get(`/api/v1/invoice/details?id=${other.id}`, a.cookie)).json().data
      .payments[0].id as number;
    expect((await t.get(`/api/v1/my-invoice/${token}/receipt?id=${otherPayment}`)).statusCode).toBe(404);
    expect((await t.get(`/api/v1/my-invoice/${token}/receipt?id=999999`)).statusCode).toBe(404);
    expect((await t.get(`/api/v1/my-invoice/${token}/receipt?id=abc`)).statusCode).toBe(422);
    // A wrong token, or a turned-off link, gives no receipt.
    expect(
      (await t.get(`/api/v1/my-invoice/${newToken()}/receipt?id=${view.payments[0].id}`)).statusCode,
    ).toBe(404);
    expect((await revoke(inv.id)).statusCode).toBe(200);
    expect((await t.get(view.payments[0].receipt_path)).statusCode).toBe(404);
  });

  it("shares a receipt with the page's link at its payment, in the client's language", async () => {
    const inv = await issuedInvoice('Madhuri', 'hi');
    const paid = (
      await t.post('/api/v1/invoice/payment', { invoice_id: inv.id, amount: 7080, mode: 'Cash' }, a.cookie)
    ).json().data as InvoiceDetails;
    const receipt = paid.receipts[0];
    const shared = { ...paid, share_url: paid.share_url ?? '' };
    const hindi = receiptShareText(shared, receipt);
    expect(hindi).toBe(
      `रसीद ${receipt.receipt_number}, तारीख़ 27 नवंबर 2026: इनवॉइस ${inv.number} के लिए ₹7,080 (नकद) मिल गए। धन्यवाद! रसीद डाउनलोड करें: ${inv.share_url}#receipt-${receipt.id}`,
    );
    expect(receiptShareText({ ...shared, client_language: 'en' }, receipt)).toBe(
      `Receipt ${receipt.receipt_number} dated 27-Nov-2026: ₹7,080 received by Cash against invoice ${inv.number}. Thank you! Download the receipt: ${inv.share_url}#receipt-${receipt.id}`,
    );
  });
});

describe('what each document says when shared, and the page in Hindi', () => {
  it('a paid invoice and a credit note say what they are; only a balance due asks to pay by UPI', async () => {
    const inv = await issuedInvoice('Nirmala');
    const paid = (
      await t.post('/api/v1/invoice/payment', { invoice_id: inv.id, amount: 7080, mode: 'UPI' }, a.cookie)
    ).json().data as InvoiceDetails;
    const paidText = invoiceShareText({ ...paid, share_url: paid.share_url ?? '' });
    expect(paidText).toMatch(
      /^Invoice ND\/26-27\/\d{4} dated 27-Nov-2026: ₹7,080, paid in full\. Thank you! See it or download the PDF: https:\/\//,
    );
    expect(paidText).not.toMatch(/UPI/);

    const oneOff = await issuedInvoice('Pooja');
    const cancel = (
      await t.post('/api/v1/invoice/cancel', { invoice_id: oneOff.id, reason: 'Booked twice' }, a.cookie)
    ).json().data;
    const rows = (await t.get(`/api/v1/invoice/list?package_id=${oneOff.package_id}`, a.cookie)).json()
      .data as InvoiceSummary[];
    const note = rows.find((r) => r.type === 'credit_note')!;
    const cancelled = rows.find((r) => r.id === oneOff.id)!;
    expect(invoiceShareText({ ...note, share_url: note.share_url ?? '' })).toMatch(
      new RegExp(
        `^Credit note ${cancel.credit_note_number} dated 27-Nov-2026 against invoice ${oneOff.number}: ₹7,080 credited, nothing is to be paid\\. See it or download the PDF: https://`,
      ),
    );
    expect(invoiceShareText({ ...cancelled, share_url: cancelled.share_url ?? '' })).toContain(
      `was cancelled by credit note ${cancel.credit_note_number}: nothing is to be paid.`,
    );
    // In Hindi, a Bill of Supply's due text names it so.
    const hindiBill = invoiceShareText({
      ...inv,
      type: 'bill_of_supply',
      client_language: 'hi',
      share_url: inv.share_url ?? '',
    });
    expect(hindiBill).toMatch(
      /^बिल ऑफ़ सप्लाई ND\/26-27\/\d{4}, तारीख़ 27 नवंबर 2026: कुल ₹7,080 में से ₹7,080 बाकी है।/,
    );
  });

  it("carries the client's language, so the page opens in Hindi for a Hindi-speaking client", async () => {
    const hindi = await issuedInvoice('Rekha', 'hi');
    const english = await issuedInvoice('Shalini');
    expect(((await openLink(tokenOf(hindi.share_url))).json().data as InvoiceLinkView).language).toBe('hi');
    expect(((await openLink(tokenOf(english.share_url))).json().data as InvoiceLinkView).language).toBe('en');
  });
});
