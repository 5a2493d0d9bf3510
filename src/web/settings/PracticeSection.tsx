import { Alert, Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type PracticeIdentity, type PracticeInput, practiceSchema } from '../../shared/settings';
import { SettingsSection } from '../components/SettingsSection';
import { WhenLoaded } from '../components/WhenLoaded';
import { ApiError, formMessage } from '../lib/api';
import { zodValidate } from '../lib/form';
import { notifySuccess } from '../lib/notify';
import { usePractice, useSavePractice } from './settings-queries';

/**
 * Practice (admins, issue 25): the name, address and contact that e-mails, the questionnaire's
 * header and the plan PDF's footer show. An empty name uses the server's PRACTICE_NAME.
 */
export function PracticeSection() {
  const practice = usePractice();
  return (
    <SettingsSection
      title="Practice"
      description="Shown in e-mails to clients, on the questionnaire page and at the foot of every plan PDF."
    >
      <WhenLoaded query={practice}>{(data) => <PracticeForm saved={data} />}</WhenLoaded>
    </SettingsSection>
  );
}

function PracticeForm({ saved }: { saved: PracticeIdentity }) {
  const save = useSavePractice();
  const form = useForm<PracticeInput>({
    initialValues: {
      name: saved.saved_name ?? '',
      address: saved.address ?? '',
      phone: saved.phone ?? '',
      email: saved.email ?? '',
      website: saved.website ?? '',
    },
    validate: zodValidate<PracticeInput>(practiceSchema),
    clearInputErrorOnChange: true,
  });

  const submit = form.onSubmit((values) =>
    save.mutate(values, {
      onSuccess: (written) => {
        notifySuccess(written.message);
        const d = written.data;
        form.setValues({
          name: d.saved_name ?? '',
          address: d.address ?? '',
          phone: d.phone ?? '',
          email: d.email ?? '',
          website: d.website ?? '',
        });
        form.resetDirty();
      },
      onError: (error) => {
        if (error instanceof ApiError) form.setErrors(error.fieldErrors);
      },
    }),
  );
  const error = formMessage(save.error);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Practice name"
            description={`Left empty: ${saved.default_name}`}
            placeholder={saved.default_name}
            autoComplete="organization"
            {...form.getInputProps('name')}
          />
          <TextInput
            label="Website"
            placeholder="https://www.example.in"
            autoComplete="url"
            {...form.getInputProps('website')}
          />
          <TextInput
            label="Phone"
            type="tel"
            placeholder="+91 80 4123 4567"
            autoComplete="tel"
            {...form.getInputProps('phone')}
          />
          <TextInput
            label="Email"
            type="email"
            placeholder="care@example.in"
            autoComplete="email"
            {...form.getInputProps('email')}
          />
        </SimpleGrid>
        <Textarea label="Address" autosize minRows={2} maxRows={5} {...form.getInputProps('address')} />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          {/* Not "Save"/"Update": those name the Logo & Disclaimer button on the same page. */}
          <Button type="submit" loading={save.isPending}>
            Set Practice Details
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
