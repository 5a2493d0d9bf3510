import { Alert, Button, Checkbox, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { type InvoiceSummary, PAYMENT_MODES } from '../../shared/invoices';
import { practiceToday } from '../../shared/practice-date';
import { ApiError } from '../lib/api';
import { formatMoney } from '../lib/format';
import { notifySuccess } from '../lib/notify';
import { useRecordPayment } from './invoice-queries';

/**
 * Record a payment (full or part) against an invoice: a receipt each. More than the balance is
 * refused once with the server's question; ticking "More than the balance" sends it again confirmed.
 */
export function PaymentModal({ invoice, onClose }: { invoice: InvoiceSummary; onClose: () => void }) {
  const pay = useRecordPayment();
  const [amount, setAmount] = useState(Number(invoice.balance) > 0 ? invoice.balance : '');
  const [mode, setMode] = useState<string>('UPI');
  const [date, setDate] = useState(practiceToday());
  const [reference, setReference] = useState('');
  const [confirmOver, setConfirmOver] = useState(false);
  const errors = pay.error instanceof ApiError ? pay.error.fieldErrors : {};
  const asksToConfirm = errors.amount?.startsWith('This is more than the balance') ?? false;
  const other =
    pay.error && !(pay.error instanceof ApiError && Object.keys(errors).length) ? pay.error.message : null;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    pay.mutate(
      { invoice_id: invoice.id, amount, mode, date, reference, confirm_over_balance: confirmOver },
      {
        onSuccess: (written) => {
          notifySuccess(written.message);
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={`Record a payment: ${invoice.number}`}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Amount (₹)"
            description={`Balance ${formatMoney(invoice.balance)}`}
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.currentTarget.value)}
            error={errors.amount}
            required
          />
          {asksToConfirm && (
            <Checkbox
              label="More than the balance: record it anyway"
              checked={confirmOver}
              onChange={(e) => setConfirmOver(e.currentTarget.checked)}
            />
          )}
          <Select
            label="Paid by"
            data={[...PAYMENT_MODES]}
            value={mode}
            onChange={(v) => setMode(v ?? 'UPI')}
            allowDeselect={false}
            error={errors.mode}
          />
          <TextInput
            label="Date"
            type="date"
            value={date}
            max={practiceToday()}
            onChange={(e) => setDate(e.currentTarget.value)}
            error={errors.date}
          />
          <TextInput
            label="Reference"
            description="The UPI transaction id or cheque number, if any"
            value={reference}
            onChange={(e) => setReference(e.currentTarget.value)}
            error={errors.reference}
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
            <Button type="submit" loading={pay.isPending}>
              Record payment
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
