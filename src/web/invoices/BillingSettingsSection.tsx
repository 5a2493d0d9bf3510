import {
  Alert,
  Button,
  Divider,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type BillingSettings,
  billingSettingsSchema,
  GST_STATES,
  SUPPLY_RULE_LABELS,
  SUPPLY_RULE_TEXT,
  SUPPLY_RULES,
} from '../../shared/invoices';
import { Loading } from '../components/Loading';
import { ApiError, formMessage } from '../lib/api';
import { zodValidate } from '../lib/form';
import { notifySuccess } from '../lib/notify';
import { BillingSignatureField } from './BillingSignatureField';
import { useBillingSettings, useSaveBilling } from './invoice-queries';

type Values = Omit<BillingSettings, 'gstin' | 'gst_rate'> & { gstin: string; gst_rate: string };

const STATE_OPTIONS = GST_STATES.map((s) => ({ value: s.code, label: `${s.name} (${s.code})` }));
const RATE_OPTIONS = ['5', '12', '18'].map((r) => ({ value: r, label: `${r} %` }));

/** Settings → Billing (admins, issue 37, decision 232): what every invoice prints and charges. */
export function BillingSettingsSection() {
  const billing = useBillingSettings();
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="section-billing">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="section-billing">
            Billing
          </Title>
          <Text size="sm" c="dimmed">
            Printed on every invoice. Not registered for GST, or your services are exempt: invoices are Bills
            of Supply without tax. Please confirm the SAC and the rate with your accountant.
          </Text>
        </div>
        {billing.isSuccess ? <BillingForm saved={billing.data} /> : <Loading />}
        <Divider />
        <BillingSignatureField />
      </Stack>
    </Paper>
  );
}

function BillingForm({ saved }: { saved: BillingSettings | null }) {
  const save = useSaveBilling();
  const form = useForm<Values>({
    initialValues: {
      legal_name: saved?.legal_name ?? '',
      address: saved?.address ?? '',
      state_code: saved?.state_code ?? '',
      registered: saved?.registered ?? false,
      gstin: saved?.gstin ?? '',
      sac: saved?.sac ?? '999319',
      gst_rate: String(saved?.gst_rate ?? 18),
      upi_vpa: saved?.upi_vpa ?? '',
      payee_name: saved?.payee_name ?? '',
      series_prefix: saved?.series_prefix ?? 'ND',
      supply_rule: saved?.supply_rule ?? 'in_person',
    },
    validate: zodValidate<Values>(billingSettingsSchema),
    clearInputErrorOnChange: true,
  });
  const submit = form.onSubmit((values) =>
    save.mutate(values, {
      onSuccess: (written) => {
        notifySuccess(written.message);
        form.resetDirty();
      },
      onError: (error) => {
        if (error instanceof ApiError) form.setErrors(error.fieldErrors);
      },
    }),
  );
  const registered = form.values.registered;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Legal name" required {...form.getInputProps('legal_name')} />
          <Select
            label="State (place of business)"
            required
            searchable
            data={STATE_OPTIONS}
            {...form.getInputProps('state_code')}
            value={form.values.state_code || null}
            allowDeselect={false}
          />
        </SimpleGrid>
        <Textarea label="Address" required autosize minRows={2} {...form.getInputProps('address')} />
        <Switch
          label="Registered for GST (tax invoices with GST)"
          {...form.getInputProps('registered', { type: 'checkbox' })}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label="GSTIN"
            disabled={!registered}
            placeholder="27AAPFU0939F1ZV"
            {...form.getInputProps('gstin')}
          />
          <Select
            label="GST rate"
            description="The default 18 % is not verified against Notification 11/2017-Central Tax (Rate): please confirm your rate with your accountant"
            disabled={!registered}
            data={RATE_OPTIONS}
            {...form.getInputProps('gst_rate')}
            allowDeselect={false}
          />
          <TextInput
            label="SAC"
            description="999319: other human health services"
            {...form.getInputProps('sac')}
          />
        </SimpleGrid>
        <Select
          label="Consultations are given"
          description={SUPPLY_RULE_TEXT[form.values.supply_rule]}
          data={SUPPLY_RULES.map((r) => ({ value: r, label: SUPPLY_RULE_LABELS[r] }))}
          {...form.getInputProps('supply_rule')}
          allowDeselect={false}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label="UPI ID"
            required
            placeholder="drmeera@okhdfcbank"
            {...form.getInputProps('upi_vpa')}
          />
          <TextInput label="Payee name" required {...form.getInputProps('payee_name')} />
          <TextInput
            label="Invoice series prefix"
            description="ND gives ND/26-27/0001"
            {...form.getInputProps('series_prefix')}
          />
        </SimpleGrid>
        {formMessage(save.error) && (
          <Alert color="red" role="alert">
            {formMessage(save.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save billing settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
