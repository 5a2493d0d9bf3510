import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { type InvoiceSummary, PAYMENT_MODES } from '../../shared/invoices';
import { practiceToday } from '../../shared/practice-date';
import { ApiError } from '../lib/api';
import { formatMoney } from '../lib/format';
import { notifySuccess } from '../lib/notify';
import { useRecordRefund } from './invoice-queries';

/** Money given back against a credit note (decision 300): amount, mode, date, reference. */
export function RefundModal({ note, onClose }: { note: InvoiceSummary; onClose: () => void }) {
  const refund = useRecordRefund();
  const [amount, setAmount] = useState('');
  const [mode, setMode] = useState<string>('Bank transfer');
  const [date, setDate] = useState(practiceToday());
  const [reference, setReference] = useState('');
  const errors = refund.error instanceof ApiError ? refund.error.fieldErrors : {};
  const other =
    refund.error && !(refund.error instanceof ApiError && Object.keys(errors).length)
      ? refund.error.message
      : (errors.credit_note_id ?? null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    refund.mutate(
      { credit_note_id: note.id, amount, mode, date, reference },
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
      title={`Record a refund: ${note.number}`}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Amount refunded (₹)"
            description={`Credit note of ${formatMoney(note.total)}; refunded so far ${formatMoney(note.refunded)}`}
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.currentTarget.value)}
            error={errors.amount}
            required
          />
          <Select
            label="Refunded by"
            data={[...PAYMENT_MODES]}
            value={mode}
            onChange={(v) => setMode(v ?? 'Bank transfer')}
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
            placeholder="NEFT N330261234"
            value={reference}
            onChange={(e) => setReference(e.currentTarget.value)}
            error={errors.reference}
          />
          {other && (
            <Alert color="red" role="alert">
              {other}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button type="submit" loading={refund.isPending}>
              Record refund
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
