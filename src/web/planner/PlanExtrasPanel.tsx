import {
  Anchor,
  Button,
  Group,
  MultiSelect,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { type UseMutationResult, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CategoryValue } from '../../shared/category';
import { PLAN_MESSAGES } from '../../shared/plan-options';
import type { RecipeCatalogueRow, SupplementCatalogueRow, Workspace } from '../../shared/plans';
import { ApiError, type FieldErrors, fetchData, type Written } from '../lib/api';
import { notifySuccess } from '../lib/notify';
import { useAddSupplement, useDeleteSupplement, useSaveLabels, useSaveRecipes } from './planner-mutations';

type Props = { ws: Workspace; readOnly: boolean };

/**
 * Supplements, recipes and labels of a plan, all saved one way (as elsewhere in the app): an
 * explicit Save beside Cancel once something changed, a TanStack mutation through apiWrite, the
 * server's message as a notification, and a refusal's message under its field.
 */
export function PlanExtrasPanel({ ws, readOnly }: Props) {
  return (
    <Stack gap="lg">
      <Supplements ws={ws} readOnly={readOnly} />
      <Recipes ws={ws} readOnly={readOnly} />
      <Labels ws={ws} readOnly={readOnly} />
    </Stack>
  );
}

/**
 * One write of this panel (a mutation of planner-mutations.ts): success → the server's message as
 * a notification (the workspace is read again by the mutation); failure → the field errors, or the
 * message under `errorField` when the server named no field.
 */
function usePanelWrite<Body>(mutation: UseMutationResult<Written<unknown>, Error, Body>, errorField: string) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const send = (body: Body, onSaved?: () => void) => {
    setErrors({});
    mutation.mutate(body, {
      onSuccess: ({ message }) => {
        notifySuccess(message);
        onSaved?.();
      },
      onError: (error) => {
        const fields = error instanceof ApiError ? error.fieldErrors : {};
        setErrors(Object.keys(fields).length ? fields : { [errorField]: error.message });
      },
    });
  };
  return { send, mutation, errors, setErrors };
}

/** Save and Cancel, the same in each section. */
function SaveCancel({
  onSave,
  onCancel,
  saving,
}: {
  onSave: () => void;
  onCancel: () => void;
  saving: boolean;
}) {
  return (
    <Group gap="xs">
      <Button color="teal.9" size="xs" onClick={onSave} loading={saving}>
        Save
      </Button>
      <Button size="xs" variant="default" onClick={onCancel}>
        Cancel
      </Button>
    </Group>
  );
}

/** The same names in any order (the server answers labels sorted). */
const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((v) => b.includes(v));

function Supplements({ ws, readOnly }: Props) {
  const create = usePanelWrite(useAddSupplement(ws.plan.id), 'name');
  const remover = usePanelWrite(useDeleteSupplement(ws.plan.id), 'name');
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState<string | null>(null);
  const [link, setLink] = useState('');
  const [dosage, setDosage] = useState('');
  const catalogue = useQuery({
    queryKey: ['supplements-data'],
    queryFn: () => fetchData<SupplementCatalogueRow[]>('/api/v1/diet/supplement/supplements-data'),
    enabled: adding,
    staleTime: 5 * 60_000,
  });

  function pick(value: string | null) {
    setName(value);
    const row = catalogue.data?.find((r) => r.name === value);
    setLink(row?.link ?? '');
    setDosage(row?.dosage ?? '');
  }

  function close() {
    setAdding(false);
    setName(null);
    setLink('');
    setDosage('');
    create.setErrors({});
  }

  function save() {
    // The server refuses too; this spares a round trip.
    if (!name) return create.setErrors({ name: PLAN_MESSAGES.supplementName });
    create.send({ planId: ws.plan.id, packageId: ws.plan.package_id, name, link, dosage }, close);
  }

  return (
    <section aria-labelledby="supplements-title">
      <Group justify="space-between" mb={4}>
        <Title order={2} size="h5" id="supplements-title">
          Supplements
        </Title>
        {!readOnly && !adding && (
          <Button size="xs" variant="default" onClick={() => setAdding(true)}>
            Add Supplement
          </Button>
        )}
      </Group>
      {ws.supplements.length === 0 && !adding && (
        <Text size="sm" c="gray.7">
          No supplements in this plan.
        </Text>
      )}
      {ws.supplements.length > 0 && (
        <Table fz="sm" verticalSpacing={4}>
          <Table.Tbody>
            {ws.supplements.map((s) => (
              <Table.Tr key={s.id}>
                <Table.Td>
                  {s.link ? (
                    <Anchor c="teal.9" href={s.link} target="_blank" rel="noreferrer">
                      {s.name}
                    </Anchor>
                  ) : (
                    s.name
                  )}
                </Table.Td>
                <Table.Td>{s.dosage}</Table.Td>
                <Table.Td w={32}>
                  {!readOnly && (
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      onClick={() => remover.send({ id: s.id })}
                      loading={remover.mutation.isPending && remover.mutation.variables?.id === s.id}
                      aria-label={`Delete supplement ${s.name}`}
                    >
                      <IconTrash size={14} aria-hidden />
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {adding && (
        <Stack gap="xs" mt="xs">
          <Select
            label="Supplement name"
            searchable
            data={(catalogue.data ?? []).map((r) => r.name)}
            value={name}
            onChange={pick}
            nothingFoundMessage="No supplement found"
            error={create.errors.name}
          />
          <TextInput
            label="Link"
            value={link}
            onChange={(e) => setLink(e.currentTarget.value)}
            error={create.errors.link}
          />
          <TextInput
            label="Dosage"
            value={dosage}
            onChange={(e) => setDosage(e.currentTarget.value)}
            error={create.errors.dosage}
          />
          <SaveCancel onSave={save} onCancel={close} saving={create.mutation.isPending} />
        </Stack>
      )}
    </section>
  );
}

function Recipes({ ws, readOnly }: Props) {
  const saved = ws.recipes.map((r) => r.name);
  const write = usePanelWrite(useSaveRecipes(ws.plan.id), 'recipes');
  const [selected, setSelected] = useState<string[]>(saved);
  const catalogue = useQuery({
    queryKey: ['recipes-data'],
    queryFn: () => fetchData<RecipeCatalogueRow[]>('/api/v1/diet/planrecipe/recipes-data'),
    staleTime: 5 * 60_000,
    enabled: !readOnly,
  });
  function save() {
    const rows = catalogue.data ?? [];
    const recipes = selected.map((name) => {
      const row = rows.find((r) => r.name === name) ?? ws.recipes.find((r) => r.name === name);
      return { name, link: row?.link ?? '', meal: row?.meal ?? '', dish_type: row?.dish_type ?? '' };
    });
    write.send({ planId: ws.plan.id, packageId: ws.plan.package_id, recipes });
  }
  return (
    <section aria-labelledby="recipes-title">
      <Title order={2} size="h5" id="recipes-title" mb={4}>
        Recipes
      </Title>
      {readOnly ? (
        <Text size="sm">{ws.recipes.map((r) => r.name).join(', ') || 'No recipes in this plan.'}</Text>
      ) : (
        <Stack gap="xs">
          <MultiSelect
            aria-label="Recipes"
            searchable
            data={[...new Set([...(catalogue.data ?? []).map((r) => r.name), ...selected])]}
            value={selected}
            onChange={setSelected}
            placeholder="Choose recipes"
            error={write.errors.recipes}
          />
          {!sameList(selected, saved) && (
            <SaveCancel
              onSave={save}
              onCancel={() => {
                setSelected(saved);
                write.setErrors({});
              }}
              saving={write.mutation.isPending}
            />
          )}
        </Stack>
      )}
    </section>
  );
}

function Labels({ ws, readOnly }: Props) {
  const write = usePanelWrite(useSaveLabels(ws.plan.id), 'labels');
  const [selected, setSelected] = useState<string[]>(ws.labels);
  const catalogue = useQuery({
    queryKey: ['categories', 'Generic', 'Diet_Plan_Labels'],
    queryFn: () =>
      fetchData<CategoryValue[]>('/api/v1/category/categories', {
        category: 'Generic',
        parent: 'Diet_Plan_Labels',
      }),
    staleTime: 5 * 60_000,
    enabled: !readOnly,
  });
  const save = () => write.send({ planId: ws.plan.id, packageId: ws.plan.package_id, labels: selected });
  return (
    <section aria-labelledby="labels-title">
      <Title order={2} size="h5" id="labels-title" mb={4}>
        Labels
      </Title>
      {readOnly ? (
        <Text size="sm">{ws.labels.join(', ') || 'No labels.'}</Text>
      ) : (
        <Stack gap="xs">
          <MultiSelect
            aria-label="Labels"
            searchable
            data={[...new Set([...(catalogue.data ?? []).map((r) => r.name), ...selected])]}
            value={selected}
            onChange={setSelected}
            placeholder="Choose labels"
            error={write.errors.labels}
          />
          {!sameList(selected, ws.labels) && (
            <SaveCancel
              onSave={save}
              onCancel={() => {
                setSelected(ws.labels);
                write.setErrors({});
              }}
              saving={write.mutation.isPending}
            />
          )}
        </Stack>
      )}
    </section>
  );
}
