import { Button, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { inr } from '../../shared/invoice-tax';
import type { PortalDue } from '../../shared/invoices';
import type { Envelope } from '../lib/api';
import { portalPath } from './portal-api';
import { usePortalText } from './portal-language';

/** The client's invoices with a balance; offline or failed, nothing is shown (no button to a stale amount). */
async function readDues(token: string): Promise<PortalDue[]> {
  const response = await fetch(`${portalPath(token)}/dues`, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(String(response.status));
  return ((await response.json()) as Envelope<PortalDue[]>).data;
}

/**
 * "Pay ₹3,540.00 for ND/26-27/0001" (issue 37): one button per open invoice of the client, each
 * opening the invoice's UPI link (decision 243). Paying does not mark it paid: the nutritionist
 * records the payment when it arrives, as a UPI link cannot confirm one.
 */
export function PayDues({ token }: { token: string }) {
  const { t } = usePortalText();
  const dues = useQuery({ queryKey: ['portal-dues', token], queryFn: () => readDues(token), retry: false });
  if (!dues.data?.length) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="dues-title" data-testid="portal-dues">
      <Title order={2} size="h3" id="dues-title">
        {t('duesTitle')}
      </Title>
      {dues.data.map((due) => (
        <Button
          key={due.number}
          component="a"
          href={due.upi_link}
          size="md"
          color="teal.9"
          fullWidth
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
        >
          {t('payDue', { amount: inr(Math.round(Number(due.balance) * 100)), number: due.number })}
        </Button>
      ))}
      <Text size="sm" c="dimmed">
        {t('payHint')}
      </Text>
    </Stack>
  );
}
