import { Stack, Title } from '@mantine/core';
import type { CreditChangeRow } from '../../shared/nutritionists';
import { type Column, DataTable } from '../components/DataTable';
import { formatDate, formatDateTime } from '../lib/format';
import { useCreditHistory } from './nutritionist-queries';

const REASONS: Record<string, string> = {
  create: 'Profile created',
  edit: 'Changed by admin',
  sync: 'Plans recounted',
};

/** "25 → 40", or just the value when it did not change. */
function change(from: string | number | null, to: string | number | null): string {
  const show = (v: string | number | null) => (v === null || v === '' ? '—' : String(v));
  return from === to ? show(to) : `${show(from)} → ${show(to)}`;
}

const COLUMNS: Column<CreditChangeRow>[] = [
  { key: 'created_at', label: 'When', render: (r) => formatDateTime(r.created_at) },
  { key: 'reason', label: 'What', render: (r) => REASONS[r.reason] ?? r.reason },
  { key: 'changed_by_name', label: 'By', render: (r) => r.changed_by_name ?? '—' },
  { key: 'credits', label: 'Credits', render: (r) => change(r.old_credits, r.new_credits) },
  { key: 'plans', label: 'Plans Used', render: (r) => change(r.old_plans_used, r.new_plans_used) },
  {
    key: 'expiry',
    label: 'Expires On',
    render: (r) =>
      change(r.old_expiry ? formatDate(r.old_expiry) : null, r.new_expiry ? formatDate(r.new_expiry) : null),
  },
];

/** Every change of a nutritionist's credits, plans used or expiry: who, when, old and new. */
export function CreditHistory({ nutritionistId }: { nutritionistId: number }) {
  const history = useCreditHistory(nutritionistId);
  return (
    <Stack gap="xs" data-testid="credit-history">
      <Title order={2} size="h4">
        Credits History
      </Title>
      <DataTable
        columns={COLUMNS}
        rows={history.data}
        rowKey={(r) => r.id}
        loading={history.isLoading}
        error={history.error}
        onRetry={() => void history.refetch()}
        emptyMessage="No changes to credits yet."
        caption="Credits history"
        minWidth={640}
      />
    </Stack>
  );
}
