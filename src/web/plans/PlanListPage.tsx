import { Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PLAN_LIST_MESSAGES } from '../../shared/plan-list';
import type { PlanListRow } from '../../shared/plans';
import type { Column } from '../components/DataTable';
import { ListTable } from '../components/ListTable';
import { PageHeader } from '../components/PageHeader';
import { useListQuery } from '../components/useListQuery';
import { FILTER_KEYS, PlanFilters } from './PlanFilters';
import { planColumns } from './plan-columns';
import { PLAN_LIST_DEFAULTS, planListQuery } from './plan-list-query';

const DEFAULTS = PLAN_LIST_DEFAULTS;

/** /nutrition-plans: every plan the user may see, filtered and sorted by the server, 20 a page. */
export default function PlanListPage() {
  const list = useListQuery(DEFAULTS);
  const query = useQuery(planListQuery(list.apiParams));
  const filtered = FILTER_KEYS.some((k) => list.values[k]);
  const columns: Column<PlanListRow>[] = [
    ...planColumns,
    {
      key: 'action',
      label: 'Action',
      render: (r) => (
        <Anchor
          c="teal.9"
          component={Link}
          to={`/workspace/${r.package_id}/${r.id}`}
          aria-label={`View ${r.description || 'plan'} of ${r.client_name} ${r.last_name}`}
        >
          View
        </Anchor>
      ),
    },
  ];
  return (
    <>
      <PageHeader title="Nutrition Plans" />
      <PlanFilters values={list.values} set={list.set} />
      <ListTable
        query={query}
        list={list}
        columns={columns}
        rowKey={(r) => r.id}
        emptyMessage={filtered ? PLAN_LIST_MESSAGES.noResults : PLAN_LIST_MESSAGES.noPlans}
        caption="Nutrition plans"
        minWidth={960}
      />
    </>
  );
}
