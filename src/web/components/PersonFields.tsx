import { Select, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { BLOOD_GROUPS } from '../../shared/clients';
import { selectInputProps } from '../lib/form';

/** The fields every person form has (client, nutritionist), with the same labels and limits. */
type PersonValues = {
  first_name: string;
  last_name: string;
  blood_group: string;
  address: string;
};

export function NameFields<V extends PersonValues>({ form }: { form: UseFormReturnType<V> }) {
  return (
    <>
      <TextInput label="First Name" withAsterisk maxLength={100} {...form.getInputProps('first_name')} />
      <TextInput label="Last Name" withAsterisk maxLength={100} {...form.getInputProps('last_name')} />
    </>
  );
}

export function BloodGroupSelect<V extends PersonValues>({ form }: { form: UseFormReturnType<V> }) {
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

export function AddressField<V extends PersonValues>({ form }: { form: UseFormReturnType<V> }) {
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
