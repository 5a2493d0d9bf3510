import { Select, Textarea, TextInput } from '@mantine/core';
import { BLOOD_GROUPS, type ClientDetails, FOOD_PREFERENCES, GENDERS } from '../../shared/clients';
import { practiceToday } from '../../shared/fields';
import { DateField } from '../components/DateField';
import { FormGrid, RecordFormModal } from '../components/FormModal';
import { textOf as str, useRecordForm } from '../components/useRecordForm';
import { useGenericList } from '../lib/category-queries';
import { selectInputProps } from '../lib/form';
import { useClientDetails, useSaveClient } from './client-queries';

type Values = {
  first_name: string;
  last_name: string;
  unique_id: string;
  contact_email: string;
  phone: string;
  gender: string;
  dob: string;
  joined_date: string;
  status: string;
  referral_source: string;
  referred_client_name: string;
  address: string;
  nationality: string;
  occupation: string;
  blood_group: string;
  food_preferences: string;
};

function initialValues(client: ClientDetails | undefined): Values {
  return {
    first_name: str(client?.first_name),
    last_name: str(client?.last_name),
    unique_id: str(client?.unique_id),
    contact_email: str(client?.contact_email),
    phone: str(client?.phone),
    gender: str(client?.gender),
    dob: str(client?.dob),
    joined_date: client ? str(client.joined_date) : practiceToday(),
    status: client ? str(client.status) : 'Active',
    referral_source: str(client?.referral_source),
    referred_client_name: str(client?.referred_client_name),
    address: str(client?.address),
    nationality: client ? str(client.nationality) : 'Indian',
    occupation: str(client?.occupation),
    blood_group: str(client?.blood_group),
    food_preferences: str(client?.food_preferences),
  };
}

/**
 * Add (clientId null) or edit one client profile (SPEC §4). The server checks every rule; its
 * field errors show under the fields. The unique id is typed (or generated) on create only.
 */
export function ClientFormModal({
  opened,
  onClose,
  clientId,
}: {
  opened: boolean;
  onClose: () => void;
  clientId: number | null;
}) {
  const editing = clientId !== null;
  const details = useClientDetails(opened && editing ? clientId : null);
  const statuses = useGenericList('Client_Status', opened);
  const referrals = useGenericList('Referral_Source', opened);
  const save = useSaveClient();
  const { form, waiting } = useRecordForm(opened, editing, details.data, initialValues);
  const selectProps = (field: keyof Values & string) => selectInputProps(form, field);

  return (
    <RecordFormModal
      noun="Client Profile"
      recordId={clientId}
      waiting={waiting}
      opened={opened}
      onClose={onClose}
      form={form}
      mutation={save}
    >
      <FormGrid>
        <TextInput label="First Name" withAsterisk maxLength={100} {...form.getInputProps('first_name')} />
        <TextInput label="Last Name" withAsterisk maxLength={100} {...form.getInputProps('last_name')} />
        <TextInput
          label="Unique ID"
          description={editing ? 'Set when the profile was added' : 'Leave blank to generate one'}
          disabled={editing}
          maxLength={30}
          {...form.getInputProps('unique_id')}
        />
        <Select
          label="Gender"
          withAsterisk
          placeholder="Select"
          data={[...GENDERS]}
          {...selectProps('gender')}
        />
        <TextInput
          label="Email"
          type="email"
          description="An email or a phone number is needed"
          maxLength={200}
          {...form.getInputProps('contact_email')}
        />
        <TextInput
          label="Phone"
          type="tel"
          description="10-digit mobile, or +country code for abroad"
          maxLength={30}
          {...form.getInputProps('phone')}
        />
        <DateField label="Date of Birth" maxDate={practiceToday()} clearable {...form.getInputProps('dob')} />
        <DateField label="Joined On" withAsterisk {...form.getInputProps('joined_date')} />
        <Select
          label="Status"
          withAsterisk
          placeholder="Select"
          data={statuses.data ?? []}
          {...selectProps('status')}
        />
        <Select
          label="Referral Source"
          placeholder="Select"
          clearable
          data={referrals.data ?? []}
          {...selectProps('referral_source')}
        />
        <TextInput
          label="Referral Source Details"
          maxLength={200}
          {...form.getInputProps('referred_client_name')}
        />
        <TextInput label="Nationality" maxLength={100} {...form.getInputProps('nationality')} />
        <TextInput label="Occupation" maxLength={100} {...form.getInputProps('occupation')} />
        <Select
          label="Blood Group"
          placeholder="Select"
          clearable
          data={[...BLOOD_GROUPS]}
          {...selectProps('blood_group')}
        />
        <Select
          label="Food Preference"
          placeholder="Select"
          clearable
          data={[...FOOD_PREFERENCES]}
          {...selectProps('food_preferences')}
        />
      </FormGrid>
      <Textarea
        label="Address"
        mt="xs"
        autosize
        minRows={2}
        maxRows={5}
        maxLength={500}
        {...form.getInputProps('address')}
      />
    </RecordFormModal>
  );
}
