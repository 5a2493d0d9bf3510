/** What other features use of invoices (issue 37): the package's panel, the client's list, Settings → Billing, the dashboard's card. */
import { lazy } from 'react';

export { ClientInvoices } from './ClientInvoices';
export { DuesCard } from './DuesCard';
export const InvoicesPanel = lazy(() =>
  import('./InvoicesPanel').then((m) => ({ default: m.InvoicesPanel })),
);
export const BillingSettingsSection = lazy(() =>
  import('./BillingSettingsSection').then((m) => ({ default: m.BillingSettingsSection })),
);
export const InvoiceExports = lazy(() =>
  import('./InvoiceExports').then((m) => ({ default: m.InvoiceExports })),
);
