import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GSTIN_MESSAGES, gstinCheckChar, INVOICE_MESSAGES, type InvoiceDetails } from '../../shared/invoices';
import { invoiceShareText } from '../../shared/share-words';
import { auditLog, clients, invoicePayments, invoices, type packages } from '../db/schema/index';
import { PUNE_BILLING_SETTINGS } from '../testing/billing-fixtures';
import { insertClient, insertPackageRow } from '../testing/package-fixtures';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';
import { invoiceClock } from './invoices.service';

let t: TestApp;
let admin: TestUser;
let a: TestUser;
let b: TestUser;

/** 27 November 2026, noon in India: financial year 2026-27. */
const NOV_2026 = new Date('2026-11-27T06:30:00Z');
const setClock = (at: Date) => {
  invoiceClock.now = () => at;
};

const SETTINGS = PUNE_BILLING_SETTINGS;

async function packageOf(user: TestUser, values: Partial<typeof packages.$inferInsert> = {}) {
  const client = await insertClient(t, { firstName: 'Sneha', lastName: 'Kulkarni' });
  return insertPackageRow(t, {
    clientId: client.id,
    dietitianId: user.nutritionistId!,
    price: '6000',
    amountPaid: '0',
    ...values,
  });
}
const create = (body: Record<string, unknown>, user = a) =>
  t.post('/api/v1/invoice/create', body, user.cookie);
const invoiceOf = async (body: Record<string, unknown>, user = a): Promise<InvoiceDetails> => {
  const res = await create(body, user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const seqOf = (number: string) => Number(number.split('/')[2]);

beforeAll(async () => {
  setClock(NOV_2026);
  t = await createTestApp();
  admin = await t.createAdmin();
  a = await t.createNutritionist({ firstName: 'Meera', lastName: 'Joshi' });
  b = await t.createNutritionist({ firstName: 'Kavya', lastName: 'Menon' });
});
afterEach(() => setClock(NOV_2026));
afterAll(async () => {
  invoiceClock.now = () => new Date();
  await t.close();
});

describe('billing settings', () => {
  it('checks the GSTIN by its format and check character; a refused save writes nothing', async () => {
    expect(gstinCheckChar('27AAPFU0939F1Z')).toBe('V');
    const before = await t.db.select().from(auditLog);
    const wrong = await t.post(
      '/api/v1/invoice/billing-settings',
      { ...SETTINGS, gstin: '27AAPFU0939F1ZW' },
      admin.cookie,
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().data).toEqual({ gstin: GSTIN_MESSAGES.check });
    const short = await t.post(
      '/api/v1/invoice/billing-settings',
      { ...SETTINGS, gstin: '27AAPFU0939' },
      admin.cookie,
    );
    expect(short.json().data).toEqual({ gstin: GSTIN_MESSAGES.format });
    expect((await t.get('/api/v1/invoice/billing-settings', a.cookie)).json().data).toBeNull();
    expect(await t.db.select().from(auditLog)).toHaveLength(before.length);
    // Before any settings, an invoice says where to fill them in.
    const pkg = await packageOf(a);
    const early = await create({ package_id: pkg.id });
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe(INVOICE_MESSAGES.noSettings);
  });

  it('lets only an admin save them', async () => {
    expect((await t.post('/api/v1/invoice/billing-settings', SETTINGS, a.cookie)).statusCode).toBe(403);
    const res = await t.post(
      '/api/v1/invoice/billing-settings',
      { ...SETTINGS, gstin: '27aapfu0939f1zv' },
      admin.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ gstin: '27AAPFU0939F1ZV', sac: '999319', gst_rate: 18 });
  });
});

describe('invoices', () => {
  it('invoices the package price with CGST and SGST inside the state, in words and with the UPI link', async () => {
    const pkg = await packageOf(a);
    const inv = await invoiceOf({ package_id: pkg.id });
    expect(inv.number).toMatch(/^ND\/26-27\/\d{4}$/);
    expect(inv).toMatchObject({
      kind: 'invoice',
      date: '2026-11-27',
      tax_mode: 'intra',
      taxable: '6000.00',
      cgst: '540.00',
      sgst: '540.00',
      igst: '0.00',
      total: '7080.00',
      balance: '7080.00',
      total_in_words: 'Seven Thousand Eighty Rupees Only',
    });
    expect(inv.upi_link).toBe(
      `upi://pay?pa=poshanclinic%40okhdfcbank&pn=Poshan%20Nutrition%20Clinic&am=7080.00&cu=INR&tn=${encodeURIComponent(inv.number)}`,
    );
    // The whole price is invoiced: a second invoice needs its own lines.
    const again = await create({ package_id: pkg.id });
    expect(again.json().data).toEqual({ lines: INVOICE_MESSAGES.nothingDue });
  });

  it('charges IGST to another state and rounds the tax on each line', async () => {
    const pkg = await packageOf(a);
    const inter = await invoiceOf({
      package_id: pkg.id,
      place_of_supply: '29',
      lines: [
        { description: 'Online follow-up consultation', amount: '999.99' },
        { description: 'Diabetes diet review', amount: 333.33 },
      ],
    });
    // 999.99 × 18% = 179.9982 → 180.00; 333.33 × 18% = 59.9994 → 60.00 (each line rounded).
    expect(inter).toMatchObject({ tax_mode: 'inter', igst: '240.00', cgst: '0.00', total: '1573.32' });
    expect(inter.lines.map((l) => l.igst)).toEqual(['180.00', '60.00']);
    const intra = await invoiceOf({
      package_id: pkg.id,
      lines: [{ description: 'Review', amount: '333.33' }],
    });
    // 333.33 × 9% = 29.9997 → 30.00 for each half.
    expect(intra).toMatchObject({ cgst: '30.00', sgst: '30.00', total: '393.33' });
  });

  it('numbers 20 invoices created at once 20 consecutive numbers, no gap', async () => {
    const pkgs = await Promise.all(Array.from({ length: 20 }, () => packageOf(a)));
    const made = await Promise.all(pkgs.map((p) => create({ package_id: p.id })));
    expect(made.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const seqs = made.map((r) => seqOf(r.json().data.number)).sort((x, y) => x - y);
    expect(new Set(seqs).size).toBe(20);
    expect(seqs.at(-1)! - seqs[0]).toBe(19);
    const all = await t.db
      .select({ number: invoices.number })
      .from(invoices)
      .where(eq(invoices.kind, 'invoice'));
    const every = all.map((r) => seqOf(r.number)).sort((x, y) => x - y);
    expect(every).toEqual(Array.from({ length: every.length }, (_, i) => i + 1));
    expect(every.every((n, i) => String(all[i].number).length <= 16 && n > 0)).toBe(true);
  });

  it('starts the series again in a new financial year and refuses a date in the closed year', async () => {
    setClock(new Date('2027-03-31T18:29:00Z')); // 23:59 on 31 March 2027 in India
    const last = await invoiceOf({ package_id: (await packageOf(a)).id });
    expect(last.number).toMatch(/^ND\/26-27\//);
    setClock(new Date('2027-03-31T18:31:00Z')); // 00:01 on 1 April 2027
    const first = await invoiceOf({ package_id: (await packageOf(a)).id });
    expect(first.number).toBe('ND/27-28/0001');
    expect(first.date).toBe('2027-04-01');
    const pkg = await packageOf(a);
    const before = await t.db.select().from(invoices);
    const old = await create({ package_id: pkg.id, date: '2027-03-31' });
    expect(old.statusCode).toBe(422);
    expect(old.json().data).toEqual({ date: INVOICE_MESSAGES.dateYear('01-Apr-2027', '31-Mar-2028') });
    const future = await create({ package_id: pkg.id, date: '2027-04-02' });
    expect(future.json().data).toEqual({ date: INVOICE_MESSAGES.dateFuture });
    expect(await t.db.select().from(invoices)).toHaveLength(before.length);
  });

  it('issues a Bill of Supply without tax when the practice is not registered', async () => {
    const { gstin: _g, ...unregistered } = SETTINGS;
    const saved = await t.post(
      '/api/v1/invoice/billing-settings',
      { ...unregistered, registered: false },
      admin.cookie,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const bill = await invoiceOf({ package_id: (await packageOf(a)).id, place_of_supply: '29' });
      expect(bill).toMatchObject({
        kind: 'bill_of_supply',
        tax_mode: 'none',
        taxable: '6000.00',
        cgst: '0.00',
        sgst: '0.00',
        igst: '0.00',
        total: '6000.00',
        seller: { gstin: null },
      });
    } finally {
      await t.post('/api/v1/invoice/billing-settings', SETTINGS, admin.cookie);
    }
  });

  it('refuses bad lines, each with a field message, and writes nothing', async () => {
    const pkg = await packageOf(a);
    const before = await t.db.select().from(invoices);
    const res = await create({
      package_id: pkg.id,
      lines: [
        { description: 'Consultation', amount: '-500' },
        { description: 'Consultation', amount: 'five hundred' },
        { description: '', amount: '12.345' },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().data).toEqual({
      'lines.0.amount': INVOICE_MESSAGES.amount,
      'lines.1.amount': INVOICE_MESSAGES.amount,
      'lines.2.description': 'Please describe the line',
      'lines.2.amount': INVOICE_MESSAGES.amount,
    });
    expect((await create({ package_id: 2_000_000_000 })).statusCode).toBe(404);
    expect(await t.db.select().from(invoices)).toHaveLength(before.length);
  });
});

describe('payments, dues and cancelling', () => {
  it('records part payments with a receipt each, asks before more than the balance', async () => {
    const pkg = await packageOf(a);
    const inv = await invoiceOf({ package_id: pkg.id });
    const pay = (body: Record<string, unknown>, user = a) =>
      t.post('/api/v1/invoice/payment', { invoice_id: inv.id, mode: 'UPI', ...body }, user.cookie);
    const first = await pay({ amount: '3000', reference: 'UPI 412345678901' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ paid: '3000.00', balance: '4080.00' });
    expect(first.json().data.payments[0].receipt_number).toMatch(/^NDR\/26-27\/\d{4}$/);
    expect(first.json().data.upi_link).toContain('&am=4080.00&');

    const count = async () =>
      (await t.db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, inv.id))).length;
    for (const [amount, message] of [
      ['-100', INVOICE_MESSAGES.amount],
      ['abc', INVOICE_MESSAGES.amount],
      ['0', INVOICE_MESSAGES.zero],
    ]) {
      const bad = await pay({ amount });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().data).toEqual({ amount: message });
    }
    const over = await pay({ amount: '5000', mode: 'Cash' });
    expect(over.statusCode).toBe(422);
    expect(over.json().data).toEqual({ amount: INVOICE_MESSAGES.overBalance('₹4,080.00') });
    expect(await count()).toBe(1);

    const rest = await pay({ amount: '4080', mode: 'Cash', date: '2026-11-27' });
    expect(rest.json().data).toMatchObject({ paid: '7080.00', balance: '0.00' });
    const tip = await pay({ amount: '100', confirm_over_balance: true });
    expect(tip.json().data).toMatchObject({ paid: '7180.00', balance: '-100.00' });
    const receipts = tip.json().data.payments.map((p: { receipt_number: string }) => seqOf(p.receipt_number));
    expect(receipts[1] - receipts[0]).toBe(1);
    expect(receipts[2] - receipts[1]).toBe(1);

    const dues = (await t.get(`/api/v1/invoice/package-dues?package_id=${pkg.id}`, a.cookie)).json().data;
    expect(dues).toMatchObject({ price: '6000.00', invoiced: '7080.00', paid: '7180.00', balance: '0.00' });
  });

  it("carries the package's amount paid before invoicing onto its first invoice", async () => {
    const pkg = await packageOf(a, { amountPaid: '3000', paymentMode: 'Cash', paymentDate: '2026-11-02' });
    const before = (await t.get(`/api/v1/invoice/package-dues?package_id=${pkg.id}`, a.cookie)).json().data;
    expect(before).toMatchObject({ price: '6000.00', invoiced: '0.00', paid: '3000.00', balance: '3000.00' });
    const inv = await invoiceOf({ package_id: pkg.id });
    expect(inv).toMatchObject({ paid: '3000.00', balance: '4080.00' });
    expect(inv.payments[0]).toMatchObject({ amount: '3000.00', mode: 'Cash', date: '2026-11-02' });
    const after = (await t.get(`/api/v1/invoice/package-dues?package_id=${pkg.id}`, a.cookie)).json().data;
    expect(after).toMatchObject({
      invoiced: '7080.00',
      paid: '3000.00',
      paid_before_invoices: '0.00',
      balance: '4080.00',
    });
  });

  it('cancels with a credit note of its own series; the number is never reused', async () => {
    const pkg = await packageOf(a);
    const inv = await invoiceOf({ package_id: pkg.id });
    const res = await t.post(
      '/api/v1/invoice/cancel',
      { invoice_id: inv.id, reason: 'Package changed' },
      a.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.credit_note_number).toMatch(/^NDC\/26-27\/\d{4}$/);
    expect(res.json().data.invoice).toMatchObject({ status: 'cancelled', balance: '0.00' });
    const again = await t.post('/api/v1/invoice/cancel', { invoice_id: inv.id }, a.cookie);
    expect(again.json().data).toEqual({ invoice_id: INVOICE_MESSAGES.alreadyCancelled });
    const payOnCancelled = await t.post(
      '/api/v1/invoice/payment',
      { invoice_id: inv.id, amount: 10, mode: 'Cash' },
      a.cookie,
    );
    expect(payOnCancelled.json().data).toEqual({ invoice_id: INVOICE_MESSAGES.alreadyCancelled });
    // The package's price is open again; its next invoice takes the next number, not the cancelled one.
    const next = await invoiceOf({ package_id: pkg.id });
    expect(seqOf(next.number)).toBeGreaterThan(seqOf(inv.number));
    await t.post('/api/v1/invoice/payment', { invoice_id: next.id, amount: 10, mode: 'Cash' }, a.cookie);
    const paidOne = await t.post('/api/v1/invoice/cancel', { invoice_id: next.id }, a.cookie);
    expect(paidOne.json().data).toEqual({ invoice_id: INVOICE_MESSAGES.hasPayments });
  });

  it('shows what is due and this month’s collections, each nutritionist their own', async () => {
    const mine = (await t.get('/api/v1/invoice/dues-summary', a.cookie)).json().data;
    expect(mine.month).toBe('2026-11');
    expect(Number(mine.collected_this_month)).toBeGreaterThan(0);
    expect(Number(mine.dues)).toBeGreaterThan(0);
    const theirs = (await t.get('/api/v1/invoice/dues-summary', b.cookie)).json().data;
    expect(theirs).toMatchObject({ dues: '0.00', collected_this_month: '0.00' });
    const csv = await t.get('/api/v1/invoice/export', a.cookie);
    expect(csv.headers['content-type']).toContain('text/csv');
    const [head, ...lines] = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(head).toBe(
      'Number,Date,Type,Client,Client GSTIN,Place of supply,Taxable value,CGST,SGST,IGST,Total,Paid,Status,Original invoice,Original invoice date,Reason',
    );
    expect(
      lines.some(
        (l) => l.startsWith('NDC/26-27/') && l.includes(',Credit note,') && l.includes(',-7080.00,'),
      ),
    ).toBe(true);
    expect((await t.get('/api/v1/invoice/export', b.cookie)).body.trim().split('\r\n')).toHaveLength(1);
  });
});

describe('the share text in the client language', () => {
  it("a Hindi client's invoice text is Hindi, an English client's unchanged (decision 266)", async () => {
    const texts: Record<string, string> = {};
    for (const [language, name] of [
      ['hi', 'Geeta'],
      ['en', 'Karan'],
    ] as const) {
      const client = await insertClient(t, { firstName: name, lastName: 'Saxena' });
      await t.db.update(clients).set({ language }).where(eq(clients.id, client.id));
      const pkg = await insertPackageRow(t, {
        clientId: client.id,
        dietitianId: a.nutritionistId!,
        price: '6000',
        amountPaid: '0',
      });
      const inv = await invoiceOf({ package_id: pkg.id });
      const [row] = (await t.get(`/api/v1/invoice/list?package_id=${pkg.id}`, a.cookie)).json().data;
      expect(row.client_language).toBe(language);
      // The invoice's https link, never the upi:// text (issue 55 point 7, decision 307).
      texts[language] = invoiceShareText(row).replace(inv.number, 'N').replace(row.share_url, 'LINK');
    }
    expect(texts.hi).toMatch(
      /^इनवॉइस N, तारीख़ \d{1,2} \S+ \d{4}: कुल ₹[\d,.]+ में से ₹[\d,.]+ बाकी है। इनवॉइस देखें, PDF लें या UPI से भुगतान करें: LINK$/,
    );
    expect(texts.en).toMatch(
      /^Invoice N dated \d{2}-[A-Z][a-z]{2}-\d{4}: ₹[\d,.]+ due of ₹[\d,.]+\. See it, download the PDF or pay by UPI: LINK$/,
    );
  });
});

describe('access', () => {
  it("answers B 404 for every one of A's invoices and lists none of them", async () => {
    const pkg = await packageOf(a);
    const inv = await invoiceOf({ package_id: pkg.id });
    const before = await t.db.select().from(invoicePayments);
    for (const res of [
      await t.get(`/api/v1/invoice/details?id=${inv.id}`, b.cookie),
      await t.get(`/api/v1/invoice/pdf?id=${inv.id}`, b.cookie),
      await t.post('/api/v1/invoice/payment', { invoice_id: inv.id, amount: 100, mode: 'Cash' }, b.cookie),
      await t.post('/api/v1/invoice/cancel', { invoice_id: inv.id }, b.cookie),
      await create({ package_id: pkg.id }, b),
      await t.get(`/api/v1/invoice/package-dues?package_id=${pkg.id}`, b.cookie),
      await t.get(`/api/v1/invoice/list?package_id=${pkg.id}`, b.cookie),
    ])
      expect(res.statusCode).toBe(404);
    expect((await t.get('/api/v1/invoice/list', b.cookie)).json().data).toEqual([]);
    expect(await t.db.select().from(invoicePayments)).toHaveLength(before.length);
    const adminSees = await t.get(`/api/v1/invoice/details?id=${inv.id}`, admin.cookie);
    expect(adminSees.json().data.number).toBe(inv.number);
    const own = (await t.get(`/api/v1/invoice/list?package_id=${pkg.id}`, a.cookie)).json().data;
    expect(own.map((r: { id: number }) => r.id)).toEqual([inv.id]);
  });
});
