import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { InvoiceSummary } from '../../shared/invoices';
import { ApiError } from '../lib/api';
import { notifySuccess } from '../lib/notify';
import { useIssueCreditNote } from './invoice-queries';

/**
 * Issue a credit note against an invoice (issue 55): part of its value before tax (a refund of
 * part of a package, a discount agreed later) or, left empty, all that remains of it. The tax is
 * reversed at the invoice's rate; the server refuses more than what remains under the field.
 */
export function CreditNoteModal({ invoice, onClose }: { invoice: InvoiceSummary; onClose: () => void }) {
  const issue = useIssueCreditNote();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const errors = issue.error instanceof ApiError ? issue.error.fieldErrors : {};
  const other =
    issue.error && !(issue.error instanceof ApiError && Object.keys(errors).length)
      ? issue.error.message
      : null;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    issue.mutate(
      { invoice_id: invoice.id, amount, reason },
      {
        onSuccess: (written) => {
          notifySuccess(`${written.message} ${written.data.number}`);
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={`Credit note against ${invoice.number}`}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Amount before tax (₹)"
            description="Leave empty to credit all that remains of the invoice; the tax is reversed at its rate"
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.currentTarget.value)}
            error={errors.amount}
          />
          <TextInput
            label="Reason"
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={errors.reason}
            required
          />
          {(other || errors.invoice_id) && (
            <Alert color="red" role="alert">
              {other ?? errors.invoice_id}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button type="submit" loading={issue.isPending}>
              Issue credit note
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
