import { Select, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { packageStatusLabel } from '../../shared/category';
import {
  CLIENT_TYPES,
  endDateForDuration,
  PAYMENT_MODES,
  SEND_SURVEY,
  SEND_SURVEY_NOTE,
} from '../../shared/package-options';
import type { PackageRow } from '../../shared/packages';
import { isNutritionist } from '../../shared/session-user';
import { useCurrentUser } from '../app/session';
import { DateField } from '../components/DateField';
import { FormGrid, RecordFormModal } from '../components/FormModal';
import { useCategoryValues } from '../lib/category-queries';
import { selectInputProps } from '../lib/form';
import { fullName } from '../lib/format';
import { type PersonOption, useClientOptions, useNutritionistOptions } from '../lib/pickers';
import { useSavePackage } from './package-queries';

type Values = {
  client_id: string;
  dietitian_id: string;
  category: string;
  sub_category: string;
  client_type: string;
  organisation_name: string;
  start_date: string;
  end_date: string;
  price: string;
  amount_paid: string;
  payment_mode: string;
  payment_date: string;
  duration: string;
  status: string;
  notes: string;
};

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

function initialValues(
  pkg: PackageRow | null,
  client: PersonOption | null,
  ownNutritionist: number | null,
): Values {
  return {
    client_id: str(pkg?.client_id ?? client?.id),
    dietitian_id: str(pkg?.dietitian_id ?? ownNutritionist),
    category: str(pkg?.category),
    sub_category: str(pkg?.sub_category),
    client_type: str(pkg?.client_type),
    organisation_name: str(pkg?.organisation_name),
    start_date: str(pkg?.start_date),
    end_date: str(pkg?.end_date),
    // Whole rupees show without '.00'; paise stay.
    price: pkg ? str(pkg.price).replace(/\.00$/, '') : '',
    amount_paid: pkg ? str(pkg.amount_paid).replace(/\.00$/, '') : '',
    payment_mode: str(pkg?.payment_mode),
    payment_date: str(pkg?.payment_date),
    duration: str(pkg?.duration),
    status: str(pkg?.status || 'New'),
    notes: str(pkg?.notes),
  };
}

/**
 * Add (no package) or edit one package. Used by the Packages list and the client details'
 * Package Details table; `client` fixes the client when adding from a client's page.
 */
export function PackageFormModal({
  opened,
  onClose,
  pkg,
  client = null,
}: {
  opened: boolean;
  onClose: () => void;
  pkg: PackageRow | null;
  client?: PersonOption | null;
}) {
  const user = useCurrentUser();
  const nutritionistUser = isNutritionist(user);
  const save = useSavePackage();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: initialValues(pkg, client, user.nutritionist_id),
  });

  // Reset to the package being edited each time the modal opens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on open or a different package
  useEffect(() => {
    if (!opened) return;
    const values = initialValues(pkg, client, user.nutritionist_id);
    form.setInitialValues(values);
    form.setValues(values);
    form.clearErrors();
  }, [opened, pkg?.id, client?.id]);

  const [clientSearch, setClientSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(clientSearch, 250);
  const clients = useClientOptions(debouncedSearch, opened && !client);
  const nutritionists = useNutritionistOptions(opened && !nutritionistUser);
  const categories = useCategoryValues('Categories', '', opened);
  const subCategories = useCategoryValues(
    'Categories',
    form.values.category,
    opened && Boolean(form.values.category),
  );
  const statuses = useCategoryValues('Generic', 'Package_Status', opened);
  const durations = useCategoryValues('Generic', 'Package_Duration', opened);

  /** Choosing a duration, or a start with one chosen, fills the end date (still editable; decision 135). */
  function fillEndDate(start: string, duration: string) {
    const end = endDateForDuration(start, duration);
    if (end) form.setFieldValue('end_date', end);
  }

  // The chosen client stays an option while the search shows others.
  const [chosenClient, setChosenClient] = useState<{ value: string; label: string } | null>(null);
  useEffect(() => {
    if (!opened) return;
    if (pkg)
      setChosenClient({ value: String(pkg.client_id), label: fullName(pkg.client_name, pkg.last_name) });
    else if (client)
      setChosenClient({ value: String(client.id), label: fullName(client.first_name, client.last_name) });
    else setChosenClient(null);
  }, [opened, pkg, client]);

  const clientData = useMemo(() => {
    const options = (clients.data ?? []).map((c) => ({
      value: String(c.id),
      label: fullName(c.first_name, c.last_name),
    }));
    if (chosenClient && !options.some((o) => o.value === chosenClient.value)) options.unshift(chosenClient);
    return options;
  }, [clients.data, chosenClient]);

  const nutritionistData = useMemo(() => {
    if (nutritionistUser)
      return [{ value: String(user.nutritionist_id), label: fullName(user.first_name, user.last_name) }];
    const options = (nutritionists.data ?? []).map((n) => ({
      value: String(n.id),
      label: fullName(n.first_name, n.last_name),
    }));
    // Editing a package whose nutritionist is no longer ACTIVE keeps them selectable.
    if (pkg && !options.some((o) => o.value === String(pkg.dietitian_id))) {
      options.unshift({
        value: String(pkg.dietitian_id),
        label: fullName(pkg.dietitian_name, pkg.dietitian_last_name),
      });
    }
    return options;
  }, [nutritionistUser, nutritionists.data, pkg, user]);

  const statusData = (statuses.data ?? []).map((s) => ({ value: s, label: packageStatusLabel(s) }));
  const sendsSurvey = form.values.status === SEND_SURVEY;

  return (
    <RecordFormModal
      noun="Package"
      recordId={pkg?.id ?? null}
      opened={opened}
      onClose={onClose}
      form={form}
      mutation={save}
    >
      <FormGrid>
        <Select
          label="Client"
          placeholder="Search by name"
          withAsterisk
          searchable
          disabled={Boolean(client) || Boolean(pkg && nutritionistUser)}
          data={clientData}
          onSearchChange={setClientSearch}
          nothingFoundMessage={clients.isFetching ? 'Loading...' : 'No client found'}
          {...selectInputProps(form, 'client_id')}
          onChange={(v) => {
            const option = clientData.find((o) => o.value === v);
            setChosenClient(option ?? null);
            form.setFieldValue('client_id', v ?? '');
          }}
        />
        <Select
          label="Nutritionist"
          placeholder="Select a nutritionist"
          withAsterisk
          searchable
          disabled={nutritionistUser}
          data={nutritionistData}
          nothingFoundMessage="No active nutritionist"
          {...selectInputProps(form, 'dietitian_id')}
        />
        <Select
          label="Category"
          placeholder="Select a category"
          withAsterisk
          data={categories.data ?? []}
          {...selectInputProps(form, 'category')}
          onChange={(v) => {
            // SPEC §4: a new category clears the sub category and reloads its list.
            form.setFieldValue('category', v ?? '');
            form.setFieldValue('sub_category', '');
          }}
        />
        <Select
          label="Sub Category"
          placeholder={form.values.category ? 'Select a sub category' : 'Choose a category first'}
          disabled={!form.values.category}
          clearable
          data={subCategories.data ?? []}
          {...selectInputProps(form, 'sub_category')}
        />
        <Select
          label="Client Type"
          placeholder="Select"
          clearable
          data={[...CLIENT_TYPES]}
          {...selectInputProps(form, 'client_type')}
        />
        <TextInput label="Organisation Name" maxLength={150} {...form.getInputProps('organisation_name')} />
        <DateField
          label="Start Date"
          withAsterisk
          {...form.getInputProps('start_date')}
          onChange={(start) => {
            form.setFieldValue('start_date', start);
            fillEndDate(start, form.values.duration);
          }}
        />
        <DateField label="End Date" clearable {...form.getInputProps('end_date')} />
        <TextInput label="Amount" inputMode="decimal" leftSection="₹" {...form.getInputProps('price')} />
        <TextInput
          label="Amount Paid"
          inputMode="decimal"
          leftSection="₹"
          {...form.getInputProps('amount_paid')}
        />
        <Select
          label="Payment Mode"
          placeholder="Select"
          clearable
          data={[...PAYMENT_MODES]}
          {...selectInputProps(form, 'payment_mode')}
        />
        <DateField label="Payment Date" clearable {...form.getInputProps('payment_date')} />
        <Select
          label="Duration"
          placeholder="Select"
          clearable
          data={durations.data ?? []}
          {...selectInputProps(form, 'duration')}
          onChange={(duration) => {
            form.setFieldValue('duration', duration ?? '');
            fillEndDate(form.values.start_date, duration ?? '');
          }}
        />
        <div>
          <Select
            label="Package Status"
            withAsterisk
            data={statusData}
            {...selectInputProps(form, 'status')}
          />
          {sendsSurvey && (
            <Text size="sm" c="red.9" mt={4} data-testid="send-survey-note">
              {SEND_SURVEY_NOTE}
            </Text>
          )}
        </div>
      </FormGrid>
      <Textarea
        label="Notes"
        autosize
        minRows={2}
        maxRows={6}
        maxLength={2000}
        {...form.getInputProps('notes')}
      />
    </RecordFormModal>
  );
}
