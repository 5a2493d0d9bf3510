import type { PlanListRow } from '../../shared/plans';
import type { Column } from '../components/DataTable';
import { formatDateTime } from '../lib/format';

/** The columns of SPEC §2 for a list of plans (all sortable by the server). */
export const planColumns: Column<PlanListRow>[] = [
  { key: 'client', label: 'Client', sortable: true, render: (r) => `${r.client_name} ${r.last_name}`.trim() },
  { key: 'description', label: 'Nutrition Plan Name', sortable: true },
  { key: 'created_at', label: 'Created At', sortable: true, render: (r) => formatDateTime(r.created_at) },
  { key: 'tags', label: 'Tags', sortable: true, render: (r) => r.tags.join(', ') },
  {
    key: 'category',
    label: 'Category',
    sortable: true,
    render: (r) => [r.category, r.sub_category].filter(Boolean).join(' / '),
  },
  { key: 'food_preferences', label: 'Food Preferences', sortable: true },
  {
    key: 'max_calories',
    label: 'Maximum Calories',
    sortable: true,
    align: 'right',
    render: (r) => (r.max_calories ?? '') as string,
  },
];
