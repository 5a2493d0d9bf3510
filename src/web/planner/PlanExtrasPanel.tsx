import {
  Alert,
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
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CategoryValue } from '../../shared/category';
import {
  PLAN_MESSAGES,
  type RecipeCatalogueRow,
  type SupplementCatalogueRow,
  type Workspace,
} from '../../shared/plans';
import { fetchData } from '../lib/api';
import { post, workspaceKey } from './planner-api';

type Props = { ws: Workspace; readOnly: boolean };

/** Supplements (Add Supplement ⇄ Save/Cancel), recipes and labels of a plan. */
export function PlanExtrasPanel({ ws, readOnly }: Props) {
  return (
    <Stack gap="lg">
      <Supplements ws={ws} readOnly={readOnly} />
      <Recipes ws={ws} readOnly={readOnly} />
      <Labels ws={ws} readOnly={readOnly} />
    </Stack>
  );
}

function useReload(planId: number) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: workspaceKey(planId) });
}

function Supplements({ ws, readOnly }: Props) {
  const reload = useReload(ws.plan.id);
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState<string | null>(null);
  const [link, setLink] = useState('');
  const [dosage, setDosage] = useState('');
  const [message, setMessage] = useState<string | null>(null);
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

  async function save() {
    if (!name) return setMessage(PLAN_MESSAGES.supplementName);
    const envelope = await post('/api/v1/diet/supplement/create', {
      planId: ws.plan.id,
      packageId: ws.plan.package_id,
      name,
      link,
      dosage,
    });
    if (envelope.success === 1) {
      setAdding(false);
      setName(null);
      setMessage(null);
      reload();
    } else setMessage(envelope.message);
  }

  async function remove(id: number) {
    const envelope = await post('/api/v1/diet/supplement/delete', { id });
    if (envelope.success === 1) reload();
  }

  return (
    <section aria-labelledby="supplements-title">
      <Group justify="space-between" mb={4}>
        <Title order={3} size="h5" id="supplements-title">
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
                      onClick={() => remove(s.id)}
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
          />
          <TextInput label="Link" value={link} onChange={(e) => setLink(e.currentTarget.value)} />
          <TextInput label="Dosage" value={dosage} onChange={(e) => setDosage(e.currentTarget.value)} />
          {message && (
            <Alert color="red" role="alert" p="xs">
              {message}
            </Alert>
          )}
          <Group gap="xs">
            <Button color="teal.9" size="xs" onClick={save}>
              Save
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={() => {
                setAdding(false);
                setMessage(null);
              }}
            >
              Cancel
            </Button>
          </Group>
        </Stack>
      )}
    </section>
  );
}

function Recipes({ ws, readOnly }: Props) {
  const reload = useReload(ws.plan.id);
  const [selected, setSelected] = useState<string[]>(ws.recipes.map((r) => r.name));
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const catalogue = useQuery({
    queryKey: ['recipes-data'],
    queryFn: () => fetchData<RecipeCatalogueRow[]>('/api/v1/diet/planrecipe/recipes-data'),
    staleTime: 5 * 60_000,
    enabled: !readOnly,
  });
  async function save() {
    const rows = catalogue.data ?? [];
    const recipes = selected.map((name) => {
      const row = rows.find((r) => r.name === name) ?? ws.recipes.find((r) => r.name === name);
      return { name, link: row?.link ?? '', meal: row?.meal ?? '', dish_type: row?.dish_type ?? '' };
    });
    const envelope = await post('/api/v1/diet/planrecipe/create', {
      planId: ws.plan.id,
      packageId: ws.plan.package_id,
      recipes,
    });
    setMessage({ ok: envelope.success === 1, text: envelope.message });
    if (envelope.success === 1) reload();
  }
  return (
    <section aria-labelledby="recipes-title">
      <Title order={3} size="h5" id="recipes-title" mb={4}>
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
          />
          {message && (
            <Text size="sm" c={message.ok ? 'teal.9' : 'red.8'} role="status">
              {message.text}
            </Text>
          )}
          <Button size="xs" variant="default" onClick={save} w="fit-content">
            Save Recipes
          </Button>
        </Stack>
      )}
    </section>
  );
}

function Labels({ ws, readOnly }: Props) {
  const reload = useReload(ws.plan.id);
  const [selected, setSelected] = useState<string[]>(ws.labels);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
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
  async function save() {
    const envelope = await post('/api/v1/diet/planlabel/create', {
      planId: ws.plan.id,
      packageId: ws.plan.package_id,
      labels: selected,
    });
    setMessage({ ok: envelope.success === 1, text: envelope.message });
    if (envelope.success === 1) reload();
  }
  return (
    <section aria-labelledby="labels-title">
      <Title order={3} size="h5" id="labels-title" mb={4}>
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
          />
          {message && (
            <Text size="sm" c={message.ok ? 'teal.9' : 'red.8'} role="status">
              {message.text}
            </Text>
          )}
          <Button size="xs" variant="default" onClick={save} w="fit-content">
            Save Labels
          </Button>
        </Stack>
      )}
    </section>
  );
}
