import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { formatMoney } from '../lib/format';
import { useDuesSummary } from './invoice-queries';
import { OverdueInvoices } from './OverdueInvoices';

/** The dashboard's card (issue 37): what the viewer's clients owe, this month's collections, and the overdue invoices with a reminder each (issue 55). */
export function DuesCard() {
  const dues = useDuesSummary();
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="dues-card-title" data-testid="dues-card">
      <Title order={2} size="h5" id="dues-card-title" mb="xs">
        Payments
      </Title>
      <SimpleGrid cols={2}>
        <div>
          <Text size="xs" c="dimmed">
            Dues
          </Text>
          <Text fw={600}>{dues.data ? formatMoney(dues.data.dues) : '…'}</Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            Collected this month
          </Text>
          <Text fw={600}>{dues.data ? formatMoney(dues.data.collected_this_month) : '…'}</Text>
        </div>
      </SimpleGrid>
      <OverdueInvoices />
    </Paper>
  );
}
