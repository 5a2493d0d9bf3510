import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { useState } from 'react';
import { InvoiceFormModal } from './InvoiceFormModal';
import { InvoiceTable } from './InvoiceTable';
import { useClientInvoices } from './invoice-queries';

/** The client page's invoices (issue 37): its packages' and its one-off ones, and "New invoice". */
export function ClientInvoicesPanel({ clientId }: { clientId: number }) {
  const invoices = useClientInvoices(clientId);
  const [creating, setCreating] = useState(false);
  return (
    <Paper withBorder p="md" mt="md" component="section" aria-labelledby="client-invoices-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="client-invoices-title">
            Invoices
          </Title>
          <Button
            size="xs"
            leftSection={<IconFileInvoice size={14} aria-hidden />}
            onClick={() => setCreating(true)}
          >
            New invoice
          </Button>
        </Group>
        <InvoiceTable invoices={invoices} caption="Invoices of this client" showPackage />
      </Stack>
      {creating && <InvoiceFormModal target={{ clientId }} onClose={() => setCreating(false)} />}
    </Paper>
  );
}
