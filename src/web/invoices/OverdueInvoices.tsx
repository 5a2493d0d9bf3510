import { Anchor, Button, Group, List, Text } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { Link } from 'react-router';
import { reminderText } from '../../shared/invoice-report-options';
import { whatsappUrl } from '../../shared/portal-options';
import { formatDate, formatMoney } from '../lib/format';
import { useOverdueInvoices } from './invoice-list-queries';

const SHOWN = 5;

/**
 * The dashboard's overdue invoices (issue 55 point 8, decision 299): a balance still due 15 days
 * after the invoice's date, each with a WhatsApp reminder (the amount, the invoice and the package's
 * plan link, where the client sees it and pays) and a link to the whole list.
 */
export function OverdueInvoices() {
  const overdue = useOverdueInvoices();
  const rows = overdue.data?.data ?? [];
  if (!overdue.data || rows.length === 0) return null;
  return (
    <div data-testid="overdue-invoices">
      <Text size="xs" c="dimmed" mt="sm" mb={4}>
        Overdue ({overdue.data.total}): {formatMoney(overdue.data.totals.due)}
      </Text>
      <List size="sm" spacing={6} listStyleType="none" withPadding={false}>
        {rows.slice(0, SHOWN).map((r) => {
          const link = r.plan_link_path ? `${window.location.origin}${r.plan_link_path}` : null;
          const amount = formatMoney(r.balance);
          return (
            <List.Item key={r.id}>
              <Group gap="xs" justify="space-between" wrap="nowrap">
                <Text size="sm" style={{ flex: 1, minWidth: 0 }}>
                  {r.client_name} · {r.number} · {formatDate(r.date)} ·{' '}
                  <Text span fw={600}>
                    {amount}
                  </Text>
                </Text>
                <Button
                  component="a"
                  href={whatsappUrl(r.whatsapp_phone, reminderText(r, amount, formatDate(r.date), link))}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="compact-sm"
                  style={{ flexShrink: 0 }}
                  variant="default"
                  leftSection={<IconBrandWhatsapp size={14} color="#128c4b" aria-hidden />}
                  aria-label={`Remind ${r.client_name} of ${r.number} on WhatsApp`}
                >
                  Remind
                </Button>
              </Group>
            </List.Item>
          );
        })}
      </List>
      <Anchor component={Link} to="/invoices?status=overdue" size="sm">
        All overdue invoices
      </Anchor>
    </div>
  );
}
