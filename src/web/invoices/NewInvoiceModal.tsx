import { Alert, Anchor, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { GST_STATES, INVOICE_MESSAGES } from '../../shared/invoices';
import { practiceToday } from '../../shared/practice-date';
import { ApiError } from '../lib/api';
import { notifySuccess } from '../lib/notify';
import { useCreateInvoice } from './invoice-queries';

const STATE_OPTIONS = GST_STATES.map((s) => ({ value: s.code, label: `${s.name} (${s.code})` }));

/**
 * A free-standing invoice for a one-off consultation (decision 242): one line, the client's state
 * for the tax (the practice's own when left empty), today unless another date is chosen.
 */
export function NewInvoiceModal({ clientId, onClose }: { clientId: number; onClose: () => void }) {
  const create = useCreateInvoice();
  const [description, setDescription] = useState('One-off nutrition consultation');
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState(practiceToday());
  const [place, setPlace] = useState<string | null>(null);
  const errors = create.error instanceof ApiError ? create.error.fieldErrors : {};
  const lineError = (field: string) => errors[`lines.0.${field}`];
  const other =
    create.error && !(create.error instanceof ApiError && Object.keys(errors).length)
      ? create.error.message
      : (errors.settings ?? errors.lines ?? errors.client_id ?? null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    create.mutate(
      {
        client_id: clientId,
        lines: [{ description, amount }],
        date,
        place_of_supply: place ?? undefined,
      },
      {
        onSuccess: (w) => {
          notifySuccess(`${w.message} ${w.data.number}`);
          onClose();
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title="New invoice" closeButtonProps={{ 'aria-label': 'Close' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Description"
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            error={lineError('description')}
            required
          />
          <TextInput
            label="Amount before tax (₹)"
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.currentTarget.value)}
            error={lineError('amount')}
            required
          />
          <TextInput
            label="Date"
            type="date"
            value={date}
            max={practiceToday()}
            onChange={(e) => setDate(e.currentTarget.value)}
            error={errors.date}
          />
          <Select
            label="Client's state (place of supply)"
            description="Leave empty when it is the practice's own state"
            data={STATE_OPTIONS}
            value={place}
            onChange={setPlace}
            searchable
            clearable
            error={errors.place_of_supply}
          />
          {other && (
            <Alert color="red" role="alert">
              {other}
              {other === INVOICE_MESSAGES.noSettings && (
                <>
                  {' '}
                  <Anchor component={Link} to="/settings">
                    Open Settings
                  </Anchor>
                </>
              )}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create invoice
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
