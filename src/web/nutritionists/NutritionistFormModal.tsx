import { Divider, Text, Textarea, TextInput } from '@mantine/core';
import type { NutritionistDetails } from '../../shared/nutritionists';
import { DateField } from '../components/DateField';
import { FormGrid } from '../components/FormModal';
import { BloodGroupSelect, DateOfBirthField, PhoneField, StatusSelect } from '../components/PersonFields';
import { PersonFormModal } from '../components/PersonFormModal';
import { textOf as str } from '../components/useRecordForm';
import { useNutritionistDetails, useSaveNutritionist } from './nutritionist-queries';

type Values = {
  first_name: string;
  last_name: string;
  email: string;
  description: string;
  speciality: string;
  experience: string;
  certification: string;
  phone: string;
  address: string;
  dob: string;
  fathers_name: string;
  blood_group: string;
  pan_card_number: string;
  adhar_number: string;
  emergency_contact_person: string;
  emergency_contact_number: string;
  status: string;
  credits: string;
  expiry: string;
};

function initialValues(n: NutritionistDetails | undefined): Values {
  return {
    first_name: str(n?.first_name),
    last_name: str(n?.last_name),
    email: str(n?.email),
    description: str(n?.description),
    speciality: str(n?.speciality),
    experience: str(n?.experience),
    certification: str(n?.certification),
    phone: str(n?.phone),
    address: str(n?.address),
    dob: str(n?.dob),
    fathers_name: str(n?.fathers_name),
    blood_group: str(n?.blood_group),
    pan_card_number: str(n?.pan_card_number),
    adhar_number: str(n?.adhar_number),
    emergency_contact_person: str(n?.emergency_contact_person),
    emergency_contact_number: str(n?.emergency_contact_number),
    status: n ? n.status : 'ACTIVE',
    credits: n ? String(n.credits) : '0',
    expiry: str(n?.expiry),
  };
}

/**
 * Add (id null) or edit a nutritionist profile (admins only). The email is the sign-in name:
 * typed on add, shown read-only on edit. Adding mails the invitation to choose a password.
 */
export function NutritionistFormModal({
  opened,
  onClose,
  nutritionistId,
}: {
  opened: boolean;
  onClose: () => void;
  nutritionistId: number | null;
}) {
  const editing = nutritionistId !== null;
  const details = useNutritionistDetails(opened && editing ? nutritionistId : null);
  const save = useSaveNutritionist();

  return (
    <PersonFormModal
      noun="Nutritionist Profile"
      recordId={nutritionistId}
      opened={opened}
      onClose={onClose}
      record={details.data}
      toValues={initialValues}
      mutation={save}
      fields={(form) => (
        <>
          <TextInput
            label="Email"
            type="email"
            withAsterisk={!editing}
            disabled={editing}
            description={
              editing ? 'The sign-in email cannot be changed' : 'An invitation to set a password goes here'
            }
            maxLength={200}
            {...form.getInputProps('email')}
          />
          <PhoneField form={form} description="10-digit mobile, or +country code" />
          <TextInput label="Speciality" maxLength={200} {...form.getInputProps('speciality')} />
          <TextInput
            label="Experience"
            placeholder="e.g. 8 years"
            maxLength={200}
            {...form.getInputProps('experience')}
          />
          <TextInput label="Certification" maxLength={500} {...form.getInputProps('certification')} />
          <StatusSelect
            form={form}
            list="Nutritionist_Status"
            description="Only ACTIVE nutritionists can sign in"
          />
          <DateOfBirthField form={form} />
          <TextInput label="Father's Name" maxLength={100} {...form.getInputProps('fathers_name')} />
          <BloodGroupSelect form={form} />
          <TextInput
            label="PAN Card Number"
            placeholder="ABCDE1234F"
            maxLength={12}
            {...form.getInputProps('pan_card_number')}
          />
          <TextInput
            label="Aadhar Number"
            placeholder="12 digits"
            inputMode="numeric"
            maxLength={14}
            {...form.getInputProps('adhar_number')}
          />
          <TextInput
            label="Emergency Contact Person"
            maxLength={100}
            {...form.getInputProps('emergency_contact_person')}
          />
          <TextInput
            label="Emergency Contact Number"
            type="tel"
            maxLength={30}
            {...form.getInputProps('emergency_contact_number')}
          />
        </>
      )}
      after={(form) => (
        <>
          <Textarea
            label="Description"
            mt="xs"
            autosize
            minRows={2}
            maxRows={6}
            maxLength={2000}
            {...form.getInputProps('description')}
          />
          <Divider my="sm" label="Plan credits" labelPosition="left" />
          <FormGrid>
            <TextInput
              label="Credits"
              type="number"
              min={0}
              step={1}
              inputMode="numeric"
              description={
                details.data
                  ? `Plans used so far: ${details.data.plans_used}`
                  : 'Nutrition plans they may create'
              }
              {...form.getInputProps('credits')}
            />
            <DateField
              label="Expires On"
              clearable
              description="Leave empty for no expiry"
              {...form.getInputProps('expiry')}
            />
          </FormGrid>
          <Text size="xs" c="dimmed" mt={4}>
            Every change of credits or expiry is kept in the credits history.
          </Text>
        </>
      )}
    />
  );
}
