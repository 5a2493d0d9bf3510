// @pg: runs on PostgreSQL too (locking)
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoicePayments, invoices } from '../db/schema/index';
import { PUNE_BILLING_SETTINGS } from '../testing/billing-fixtures';
import { insertClient, insertPackageRow } from '../testing/package-fixtures';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';
import { expectRefused, type Outcome, race, statuses } from './race';

/** Issue 51: invoice transitions sent at once give only the allowed outcomes, on both databases. */
let t: TestApp;
let a: TestUser;

const SETTINGS = PUNE_BILLING_SETTINGS;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.createAdmin();
  a = await t.createNutritionist({ firstName: 'Meera', lastName: 'Joshi' });
  const res = await t.post('/api/v1/invoice/billing-settings', SETTINGS, admin.cookie);
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => t.close());

async function newPackage(amountPaid = '0') {
  const client = await insertClient(t, { firstName: 'Sneha', lastName: 'Kulkarni' });
  return insertPackageRow(t, {
    clientId: client.id,
    dietitianId: a.nutritionistId!,
    price: '6000',
    amountPaid,
    paymentMode: 'UPI',
    paymentDate: '2026-04-01',
  });
}
async function newInvoice() {
  const pkg = await newPackage();
  const res = await t.post('/api/v1/invoice/create', { package_id: pkg.id }, a.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; total: string };
}
const liveInvoicesOf = (packageId: number) =>
  t.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.packageId, packageId), eq(invoices.kind, 'invoice')));
const paymentsOf = (invoiceId: number) =>
  t.db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoiceId));
const rowOf = async (id: number) => (await t.db.select().from(invoices).where(eq(invoices.id, id)))[0];
const creditNotesOf = (id: number) => t.db.select().from(invoices).where(eq(invoices.cancelsId, id));
const winnerAndLosers = (o: Outcome[]) => ({
  won: o.filter((x) => x.status === 200),
  lost: o.filter((x) => x.status !== 200),
});

describe('invoice races', () => {
  it('ten identical "Create invoice" on one package at once: one invoice, nine refused', async () => {
    await race(
      'invoice create ×10 on one package',
      () => newPackage(),
      (pkg) =>
        Array.from({ length: 10 }, () => t.post('/api/v1/invoice/create', { package_id: pkg.id }, a.cookie)),
      async (o, pkg) => {
        const { won, lost } = winnerAndLosers(o);
        expect(won).toHaveLength(1);
        for (const l of lost) expectRefused(l, 'Nothing is left to invoice');
        const rows = await liveInvoicesOf(pkg.id);
        expect(rows).toHaveLength(1);
        expect(rows[0].taxable).toBe('6000.00');
        return '1 × 200 + 9 × 422';
      },
    );
  });

  it('ten creates of a package paid before invoicing carry the amount paid once', async () => {
    await race(
      'invoice create ×10, amount paid carried once',
      () => newPackage('2000'),
      (pkg) =>
        Array.from({ length: 10 }, () => t.post('/api/v1/invoice/create', { package_id: pkg.id }, a.cookie)),
      async (o, pkg) => {
        expect(o.filter((x) => x.status === 200)).toHaveLength(1);
        const [row] = await liveInvoicesOf(pkg.id);
        const paid = await paymentsOf(row.id);
        expect(paid.map((p) => p.amount)).toEqual(['2000.00']);
        return '1 × 200 + 9 × 422';
      },
    );
  });

  it('payment and cancel at once: never a cancelled invoice with payments', async () => {
    await race(
      'invoice payment + cancel',
      () => newInvoice(),
      (inv) => [
        t.post('/api/v1/invoice/payment', { invoice_id: inv.id, amount: '1000', mode: 'UPI' }, a.cookie),
        t.post('/api/v1/invoice/cancel', { invoice_id: inv.id, reason: 'Double booking' }, a.cookie),
      ],
      async ([pay, cancel], inv) => {
        const row = await rowOf(inv.id);
        const payments = await paymentsOf(inv.id);
        if (pay.status === 200) {
          expectRefused(cancel, 'has payments recorded');
          expect(row.status).toBe('issued');
          expect(payments).toHaveLength(1);
          expect(await creditNotesOf(inv.id)).toHaveLength(0);
          return 'payment won (200 + 422)';
        }
        expect(cancel.status).toBe(200);
        expectRefused(pay, 'already cancelled');
        expect(row.status).toBe('cancelled');
        expect(payments).toHaveLength(0);
        return 'cancel won (422 + 200)';
      },
    );
  });

  it('two cancels at once: one credit note', async () => {
    await race(
      'invoice cancel + cancel',
      () => newInvoice(),
      (inv) => [
        t.post('/api/v1/invoice/cancel', { invoice_id: inv.id }, a.cookie),
        t.post('/api/v1/invoice/cancel', { invoice_id: inv.id }, a.cookie),
      ],
      async (o, inv) => {
        const { won, lost } = winnerAndLosers(o);
        expect(won).toHaveLength(1);
        expectRefused(lost[0], 'already cancelled');
        expect(await creditNotesOf(inv.id)).toHaveLength(1);
        return statuses(o);
      },
    );
  });

  it('three partial credit notes of 2,500 on a 6,000 invoice at once: two issued, one refused, the series without a gap', async () => {
    await race(
      'credit note ×3 (2,500 of 6,000 each)',
      () => newInvoice(),
      (inv) =>
        [0, 1, 2].map(() =>
          t.post(
            '/api/v1/invoice/credit-note',
            { invoice_id: inv.id, amount: '2500', reason: 'Refund of part of the package' },
            a.cookie,
          ),
        ),
      async (o, inv) => {
        const { won, lost } = winnerAndLosers(o);
        expect(won).toHaveLength(2);
        expectRefused(lost[0], 'more than what remains');
        const notes = await creditNotesOf(inv.id);
        expect(notes.map((n) => n.taxable)).toEqual(['2500.00', '2500.00']);
        // Every credit note of the series so far: 1, 2, 3, … with no number skipped by the refused one.
        const every = (await t.db.select().from(invoices).where(eq(invoices.kind, 'credit_note')))
          .map((r) => Number(r.number.split('/')[2]))
          .sort((x, y) => x - y);
        expect(every).toEqual(Array.from({ length: every.length }, (_, i) => i + 1));
        return statuses(o).split(' + ').sort().join(' + ');
      },
    );
  });

  it('two payments of the whole balance at once: one recorded, the other asks to confirm', async () => {
    await race(
      'invoice payment + payment (whole balance each)',
      () => newInvoice(),
      (inv) =>
        [0, 1].map(() =>
          t.post(
            '/api/v1/invoice/payment',
            { invoice_id: inv.id, amount: inv.total, mode: 'Cash' },
            a.cookie,
          ),
        ),
      async (o, inv) => {
        const { won, lost } = winnerAndLosers(o);
        expect(won).toHaveLength(1);
        expectRefused(lost[0], 'balance');
        expect(await paymentsOf(inv.id)).toHaveLength(1);
        return statuses(o);
      },
    );
  });
});
