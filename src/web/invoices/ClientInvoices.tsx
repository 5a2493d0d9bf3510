import { lazy, Suspense } from 'react';

const ClientInvoicesPanel = lazy(() =>
  import('./ClientInvoicesPanel').then((m) => ({ default: m.ClientInvoicesPanel })),
);

/** The client page's invoices, loaded with the page's first use of them (the client page stays light). */
export function ClientInvoices({ clientId }: { clientId: number }) {
  return (
    <Suspense fallback={null}>
      <ClientInvoicesPanel clientId={clientId} />
    </Suspense>
  );
}
