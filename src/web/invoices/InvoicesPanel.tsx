import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { Link } from 'react-router';
import { INVOICE_MESSAGES } from '../../shared/invoices';
import { formatMoney } from '../lib/format';
import { notifySuccess } from '../lib/notify';
import { InvoiceTable } from './InvoiceTable';
import { useCreateInvoice, usePackageDues, usePackageInvoices } from './invoice-queries';

/** The package's money (issue 37): price, invoiced, paid, balance, its invoices and their payments. */
export function InvoicesPanel({ packageId }: { packageId: number }) {
  const dues = usePackageDues(packageId);
  const invoices = usePackageInvoices(packageId);
  const create = useCreateInvoice();

  const createInvoice = () =>
    create.mutate(
      { package_id: packageId },
      { onSuccess: (w) => notifySuccess(`${w.message} ${w.data.number}`) },
    );
  const d = dues.data;
  const createError = create.error?.message;
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
            onClick={createInvoice}
            loading={create.isPending}
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
        {createError && (
          <Alert color="red" role="alert">
            {createError === INVOICE_MESSAGES.noSettings ? (
              <>
                {createError}{' '}
                <Anchor component={Link} to="/settings">
                  Open Settings
                </Anchor>
              </>
            ) : (
              createError
            )}
          </Alert>
        )}
        <InvoiceTable invoices={invoices} caption="Invoices of this package" />
      </Stack>
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
