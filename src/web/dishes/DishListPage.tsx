import { Anchor, Button, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useMemo } from 'react';
import { Link } from 'react-router';
import type { DishListRow } from '../../shared/dish-api';
import { floor2 } from '../../shared/nutrition';
import type { Column } from '../components/DataTable';
import { ListTable } from '../components/ListTable';
import { PageHeader } from '../components/PageHeader';
import { SearchInput } from '../components/SearchInput';
import { useDisclosureWith } from '../components/useDisclosureWith';
import { useListQuery } from '../components/useListQuery';
import { DishBadges } from './DishBadges';
import { options, REGION_LABELS, ROLE_LABELS } from './dish-labels';
import { useDishList } from './dish-queries';
import classes from './dishes.module.css';

// The editor (form, Zod schema, live values) loads when first opened, not with the list.
const DishEditorModal = lazy(() => import('./DishEditorModal').then((m) => ({ default: m.DishEditorModal })));

/** What the editor opens: a new dish, a dish to edit, or a dish to copy into one's own. */
export type EditorTarget = { mode: 'create' } | { mode: 'edit' | 'copy'; id: number };

const OWNER_FILTERS = [
  { value: '', label: 'All' },
  { value: 'mine', label: 'Mine' },
  { value: 'shared', label: 'Shared' },
  { value: 'starter', label: 'Starter' },
];

/** Whose dish it is, and whether the practice sees it (an admin also sees private dishes). */
function sourceLabel(d: DishListRow): string {
  if (d.owner === 'starter') return 'Starter';
  if (d.owner === 'mine') return d.is_shared ? 'Mine, shared' : 'Mine';
  return d.is_shared ? 'Shared' : "A nutritionist's own";
}

/** /manage-data/dishes: the dishes a user sees (starter library, shared, own) and the dish editor. */
export default function DishListPage() {
  const defaults = useMemo(() => ({ col: 'name', order: 'asc' as const }), []);
  const list = useListQuery(defaults);
  const { values, set } = list;
  const dishes = useDishList({
    q: values.q,
    region: values.region,
    role: values.role,
    owner: values.owner,
    page: list.page,
  });
  const editor = useDisclosureWith<EditorTarget>();

  const columns: Column<DishListRow>[] = [
    {
      key: 'name',
      label: 'Dish',
      render: (d) => (
        <div>
          <Text size="sm" fw={500}>
            {d.name}
          </Text>
          {d.local_names.length > 0 && (
            <Text size="xs" c="dimmed">
              {d.local_names.slice(0, 3).join(', ')}
            </Text>
          )}
        </div>
      ),
    },
    { key: 'flags', label: 'Flags', render: (d) => <DishBadges flags={d.flags} tags={d.tags} /> },
    { key: 'region', label: 'Region', render: (d) => REGION_LABELS[d.region as keyof typeof REGION_LABELS] },
    { key: 'role', label: 'Role', render: (d) => ROLE_LABELS[d.role as keyof typeof ROLE_LABELS] },
    {
      key: 'serving',
      label: 'Per serving',
      render: (d) =>
        d.first_measure && d.calories !== null && d.protein !== null
          ? `1 ${d.first_measure.label} (${d.first_measure.grams} g): ${floor2(d.calories)} kcal · P ${floor2(d.protein)} g`
          : '',
    },
    {
      key: 'owner',
      label: 'Source',
      render: (d) => sourceLabel(d),
    },
    {
      key: 'action',
      label: 'Action',
      render: (d) =>
        d.can_edit ? (
          <Button
            size="compact-sm"
            variant="outline"
            onClick={() => editor.open({ mode: 'edit', id: d.id })}
            aria-label={`Edit ${d.name}`}
          >
            Edit
          </Button>
        ) : (
          <Button
            size="compact-sm"
            variant="default"
            onClick={() => editor.open({ mode: 'copy', id: d.id })}
            aria-label={`Copy ${d.name} to my dishes`}
          >
            Copy to my dishes
          </Button>
        ),
    },
  ];

  return (
    <div className={classes.page}>
      <Anchor component={Link} to="/manage-data" size="sm">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: -2 }} /> Manage Data
      </Anchor>
      <PageHeader
        title="Dishes"
        actions={
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => editor.open({ mode: 'create' })}
          >
            Add dish
          </Button>
        }
      />
      <Stack gap="sm" maw={1200}>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <SearchInput
            value={values.q ?? ''}
            onSearch={(q) => set({ q })}
            placeholder="Name or local name, e.g. roti"
          />
          <Select
            label="Region"
            placeholder="Any region"
            data={options(REGION_LABELS)}
            value={values.region ?? null}
            onChange={(v) => set({ region: v })}
            clearable
            w={{ base: '100%', xs: 160 }}
          />
          <Select
            label="Role in a meal"
            placeholder="Any role"
            data={options(ROLE_LABELS)}
            value={values.role ?? null}
            onChange={(v) => set({ role: v })}
            clearable
            w={{ base: '100%', xs: 170 }}
          />
          <div>
            <Text size="sm" fw={500} mb={2} id="dish-owner-label">
              Show
            </Text>
            <SegmentedControl
              aria-labelledby="dish-owner-label"
              data={OWNER_FILTERS}
              value={values.owner ?? ''}
              onChange={(v) => set({ owner: v })}
            />
          </div>
        </Group>
        <ListTable
          query={dishes}
          list={list}
          columns={columns}
          rowKey={(d) => d.id}
          emptyMessage="No dish matches these filters"
          minWidth={900}
          caption="Dishes"
        />
      </Stack>
      {editor.mounted && (
        <Suspense fallback={null}>
          <DishEditorModal target={editor.item} opened={editor.opened} onClose={editor.close} />
        </Suspense>
      )}
    </div>
  );
}
