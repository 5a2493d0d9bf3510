import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { useState } from 'react';
import { formatMoney } from '../lib/format';
import { InvoiceFormModal } from './InvoiceFormModal';
import { InvoiceTable } from './InvoiceTable';
import { usePackageDues, usePackageInvoices } from './invoice-queries';

/** The package's money (issue 37): price, invoiced, paid, balance, its invoices and their payments. */
export function InvoicesPanel({ packageId }: { packageId: number }) {
  const dues = usePackageDues(packageId);
  const invoices = usePackageInvoices(packageId);
  // The invoice form (decision 300): date, place of supply, GSTIN, lines, and a preview.
  const [creating, setCreating] = useState(false);
  const d = dues.data;
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="invoices-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="invoices-title">
            Invoices and payments
          </Title>
          <Button
            size="xs"
            leftSection={<IconFileInvoice size={14} aria-hidden />}
            onClick={() => setCreating(true)}
            disabled={!d || Number(d.not_invoiced) <= 0}
          >
            Create invoice
          </Button>
        </Group>
        {d && (
          <SimpleGrid cols={{ base: 2, sm: 4 }} data-testid="package-dues">
            <Figure label="Price" value={d.price} />
            <Figure label="Invoiced" value={d.invoiced} />
            <Figure label="Paid" value={d.paid} />
            <Figure label="Balance" value={d.balance} />
          </SimpleGrid>
        )}
        <InvoiceTable invoices={invoices} caption="Invoices of this package" />
      </Stack>
      {creating && <InvoiceFormModal target={{ packageId }} onClose={() => setCreating(false)} />}
    </Paper>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{formatMoney(value)}</Text>
    </div>
  );
}
