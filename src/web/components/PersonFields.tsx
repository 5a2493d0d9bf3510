import { Select, type SelectProps, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { BLOOD_GROUPS } from '../../shared/client-options';
import { practiceToday } from '../../shared/practice-date';
import { useGenericList } from '../lib/category-queries';
import { selectInputProps } from '../lib/form';
import { DateField } from './DateField';

/** The fields every person form has (client, nutritionist), with the same labels and limits. */
export type PersonValues = {
  first_name: string;
  last_name: string;
  phone: string;
  dob: string;
  status: string;
  blood_group: string;
  address: string;
};

type FieldProps<V extends PersonValues> = { form: UseFormReturnType<V> };

export function NameFields<V extends PersonValues>({ form }: FieldProps<V>) {
  return (
    <>
      <TextInput label="First Name" withAsterisk maxLength={100} {...form.getInputProps('first_name')} />
      <TextInput label="Last Name" withAsterisk maxLength={100} {...form.getInputProps('last_name')} />
    </>
  );
}

export function BloodGroupSelect<V extends PersonValues>({ form }: FieldProps<V>) {
  return (
    <Select
      label="Blood Group"
      placeholder="Select"
      clearable
      data={[...BLOOD_GROUPS]}
      {...selectInputProps(form, 'blood_group')}
    />
  );
}

export function AddressField<V extends PersonValues>({ form }: FieldProps<V>) {
  return (
    <Textarea
      label="Address"
      mt="xs"
      autosize
      minRows={2}
      maxRows={5}
      maxLength={500}
      {...form.getInputProps('address')}
    />
  );
}

/** A mobile number; the description says which forms the server accepts for this person. */
export function PhoneField<V extends PersonValues>({
  form,
  description,
}: FieldProps<V> & { description: string }) {
  return (
    <TextInput
      label="Phone"
      type="tel"
      description={description}
      maxLength={30}
      {...form.getInputProps('phone')}
    />
  );
}

export function DateOfBirthField<V extends PersonValues>({ form }: FieldProps<V>) {
  return (
    <DateField label="Date of Birth" maxDate={practiceToday()} clearable {...form.getInputProps('dob')} />
  );
}

/** The person's status, from the server list `list` (Client_Status, Nutritionist_Status). */
export function StatusSelect<V extends PersonValues>({
  form,
  list,
  ...props
}: FieldProps<V> & { list: string } & Pick<SelectProps, 'placeholder' | 'description'>) {
  // Mounted only while the form's modal is open, so the list loads when it is needed.
  const statuses = useGenericList(list);
  return (
    <Select
      label="Status"
      withAsterisk
      data={statuses.data ?? []}
      {...props}
      {...selectInputProps(form, 'status')}
    />
  );
}
