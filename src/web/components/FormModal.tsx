import { Alert, Button, Group, Modal, SimpleGrid, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { type ReactNode, useEffect, useState } from 'react';
import { ApiError, type Written } from '../lib/api';
import { notifySuccess } from '../lib/notify';

/** SPEC §9 modal widths. */
export const MODAL_WIDTH = { wide: 635, medium: 600, narrow: 420, large: '75%' } as const;

/** What FormModal needs of a TanStack mutation whose mutationFn calls apiWrite (useMutation's result fits). */
export type FormMutation<TVars> = {
  mutateAsync: (variables: TVars) => Promise<Written<unknown>>;
  isPending: boolean;
  reset: () => void;
};

type Props<V, TVars> = {
  opened: boolean;
  onClose: () => void;
  title: string;
  size?: number | string;
  form: UseFormReturnType<V>;
  /** The write. Its ApiError's field errors go under the fields, its message in the footer. */
  mutation: FormMutation<TVars>;
  /**
   * Form values → the mutation's variables. May throw an ApiError (`fieldError`) for a check that
   * only the browser can make, e.g. a chosen file's size.
   */
  variables: (values: V) => TVars;
  /** After a success (the mutation has already reloaded its queries); the modal then closes. */
  onSuccess?: (written: Written<unknown>) => void;
  submitLabel?: string;
  children: ReactNode;
};

/**
 * Add/edit modal of SPEC §4: submit disabled while saving, server field errors under their
 * fields (an edited field clears its error). A success closes the modal at once and says what
 * was saved in a toast that outlives it (decision 192: SPEC's 2 s wait read as "still open").
 */
export function FormModal<V, TVars>({
  opened,
  onClose,
  title,
  size = MODAL_WIDTH.wide,
  form,
  mutation,
  variables,
  onSuccess,
  submitLabel = 'Save',
  children,
}: Props<V, TVars>) {
  const saving = mutation.isPending;
  const [message, setMessage] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new opening starts clean; reset is stable
  useEffect(() => {
    if (opened) {
      setMessage(null);
      mutation.reset();
    }
  }, [opened]);

  const handleSubmit = form.onSubmit(async (values) => {
    setMessage(null);
    try {
      const written = await mutation.mutateAsync(variables(values as V));
      notifySuccess(written.message);
      onSuccess?.(written);
      onClose();
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
      if (Object.keys(fieldErrors).length) form.setErrors(fieldErrors);
      // A field error for a field this form does not show is said in the footer instead.
      const unshown = Object.keys(fieldErrors).filter((k) => !(k in (form.getValues() as object)));
      setMessage(unshown.length ? unshown.map((k) => fieldErrors[k]).join(' ') : (error as Error).message);
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      closeOnClickOutside={!saving}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          {children}
          {/* Sticky: in a long form Save (and what the save answered) stays on screen at 900 px. */}
          <Stack
            gap="xs"
            pt="xs"
            pb="md"
            mb="-md"
            style={{
              position: 'sticky',
              bottom: 0,
              zIndex: 2,
              background: 'var(--mantine-color-body)',
              borderTop: '1px solid var(--mantine-color-gray-2)',
            }}
          >
            {message && (
              <Alert color="red" role="alert" data-testid="form-error">
                {message}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose} disabled={saving}>
                Cancel
              </Button>
              <Button type="submit" loading={saving} disabled={saving}>
                {submitLabel}
              </Button>
            </Group>
          </Stack>
        </Stack>
      </form>
    </Modal>
  );
}

/** The two-column field grid of the add/edit modals (one column on phones). */
export function FormGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
      {children}
    </SimpleGrid>
  );
}

/**
 * The add/edit modal of one record (client, nutritionist, package): 'Add <noun>' with Save, or
 * 'Edit <noun>' with Update and the record's id sent with the values; the fields stay disabled
 * while the record being edited loads.
 */
export function RecordFormModal<V extends Record<string, unknown>>({
  noun,
  recordId,
  waiting = false,
  opened,
  onClose,
  form,
  mutation,
  children,
}: {
  noun: string;
  /** null = add. */
  recordId: number | null;
  waiting?: boolean;
  opened: boolean;
  onClose: () => void;
  form: UseFormReturnType<V>;
  mutation: FormMutation<Record<string, unknown>>;
  children: ReactNode;
}) {
  const editing = recordId !== null;
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={`${editing ? 'Edit' : 'Add'} ${noun}`}
      size={MODAL_WIDTH.wide}
      form={form}
      submitLabel={editing ? 'Update' : 'Save'}
      mutation={mutation}
      variables={(values) => (editing ? { ...values, id: recordId } : values)}
    >
      <fieldset disabled={waiting} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        {children}
      </fieldset>
    </FormModal>
  );
}
