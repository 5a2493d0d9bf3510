import { Select, TextInput } from '@mantine/core';
import { CLIENT_LANGUAGE_OPTIONS, GENDERS } from '../../shared/client-options';
import type { ClientDetails } from '../../shared/clients';
import { FOOD_PREFERENCES } from '../../shared/nutrition';
import { practiceToday } from '../../shared/practice-date';
import { DateField } from '../components/DateField';
import { BloodGroupSelect, DateOfBirthField, PhoneField, StatusSelect } from '../components/PersonFields';
import { PersonFormModal } from '../components/PersonFormModal';
import { textOf as str } from '../components/useRecordForm';
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
  language: string;
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
    language: client?.language ?? 'en',
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
  const referrals = useGenericList('Referral_Source', opened);
  const save = useSaveClient();

  return (
    <PersonFormModal
      noun="Client Profile"
      recordId={clientId}
      opened={opened}
      onClose={onClose}
      record={details.data}
      toValues={initialValues}
      mutation={save}
      fields={(form) => (
        <>
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
            {...selectInputProps(form, 'gender')}
          />
          <TextInput
            label="Email"
            type="email"
            description="An email or a phone number is needed"
            maxLength={200}
            {...form.getInputProps('contact_email')}
          />
          <PhoneField form={form} description="10-digit mobile, or +country code for abroad" />
          <DateOfBirthField form={form} />
          <DateField label="Joined On" withAsterisk {...form.getInputProps('joined_date')} />
          <StatusSelect form={form} list="Client_Status" placeholder="Select" />
          <Select
            label="Referral Source"
            placeholder="Select"
            clearable
            data={referrals.data ?? []}
            {...selectInputProps(form, 'referral_source')}
          />
          <TextInput
            label="Referral Source Details"
            maxLength={200}
            {...form.getInputProps('referred_client_name')}
          />
          <TextInput label="Nationality" maxLength={100} {...form.getInputProps('nationality')} />
          <TextInput label="Occupation" maxLength={100} {...form.getInputProps('occupation')} />
          <BloodGroupSelect form={form} />
          <Select
            label="Food Preference"
            placeholder="Select"
            clearable
            data={[...FOOD_PREFERENCES]}
            {...selectInputProps(form, 'food_preferences')}
          />
          <Select
            label="Language for messages"
            description="WhatsApp and e-mail texts the client receives"
            data={CLIENT_LANGUAGE_OPTIONS}
            {...selectInputProps(form, 'language')}
          />
        </>
      )}
    />
  );
}
