import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_LINK_MESSAGES, type InvoiceLinkView } from '../../shared/invoice-link';
import type { InvoiceDetails, InvoiceSummary } from '../../shared/invoices';
import { invoiceShareText } from '../../shared/share-words';
import { invoices, tokenGuesses } from '../db/schema/index';
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

const SETTINGS = PUNE_BILLING_SETTINGS;

beforeAll(async () => {
  invoiceClock.now = () => new Date('2026-11-27T06:30:00Z');
  t = await createTestApp({ PUBLIC_URL });
  const admin = await t.createAdmin();
  a = await t.createNutritionist({ firstName: 'Meera', lastName: 'Joshi' });
  const saved = await t.post('/api/v1/invoice/billing-settings', SETTINGS, admin.cookie);
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  invoiceClock.now = () => new Date();
  await t.close();
});

/** A package of ₹6,000 for a new client, invoiced: ₹7,080 with CGST and SGST. */
async function issuedInvoice(firstName: string): Promise<InvoiceDetails> {
  const client = await insertClient(t, { firstName, lastName: 'Deshpande' });
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

const tokenOf = (shareUrl: string) => new URL(shareUrl).pathname.split('/').pop() ?? '';
const openLink = (token: string, cookie?: string) => t.get(`/api/v1/my-invoice/${token}`, cookie);

describe('the share link of an invoice with a balance', () => {
  it('is an https link on PUBLIC_URL, and the share text carries it and no upi:// text', async () => {
    const inv = await issuedInvoice('Anjali');
    expect(inv.share_url).toMatch(/^https:\/\/clinic\.poshan\.in\/my-invoice\/[A-Za-z0-9_-]{43}$/);
    const [row] = (await t.get(`/api/v1/invoice/list?package_id=${inv.package_id}`, a.cookie)).json()
      .data as InvoiceSummary[];
    expect(row.share_url).toBe(inv.share_url);
    const text = invoiceShareText(row);
    expect(text).toContain(inv.share_url);
    expect(text).not.toContain('upi://');
    expect(text).toMatch(
      /^Invoice ND\/26-27\/\d{4} dated \d{2}-[A-Z][a-z]{2}-\d{4}: ₹7,080 due of ₹7,080\. See it, download the PDF or pay by UPI: https:\/\//,
    );
    // The Hindi text carries the same link.
    expect(invoiceShareText({ ...row, client_language: 'hi' })).toContain(inv.share_url);
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
    expect(note.share_url.startsWith(`${PUBLIC_URL}/my-invoice/`)).toBe(true);

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
