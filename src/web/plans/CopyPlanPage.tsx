import { Anchor, Button, Group } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { PLAN_MESSAGES } from '../../shared/plan-options';
import type { PlanListRow, PlanListPage as PlanPage } from '../../shared/plans';
import type { Column } from '../components/DataTable';
import { ListTable } from '../components/ListTable';
import { PageHeader } from '../components/PageHeader';
import { useListQuery } from '../components/useListQuery';
import { fetchData } from '../lib/api';
import { CopyPlanModal } from './CopyPlanModal';
import { FILTER_KEYS, PlanFilters } from './PlanFilters';
import { planColumns } from './plan-columns';

const DEFAULTS = { col: 'created_at', order: 'desc' } as const;

/** /workspace/{packageId}/create: find a plan to copy into this package. */
export default function CopyPlanPage() {
  const packageId = Number(useParams().packageId);
  const location = useLocation();
  const list = useListQuery(DEFAULTS);
  const [source, setSource] = useState<PlanListRow | null>(null);
  const query = useQuery({
    queryKey: ['plan-list', list.apiParams],
    queryFn: () => fetchData<PlanPage>('/api/v1/diet/plan/list', list.apiParams),
    placeholderData: keepPreviousData,
  });
  const filtered = FILTER_KEYS.some((k) => list.values[k]);
  const columns: Column<PlanListRow>[] = [
    ...planColumns,
    {
      key: 'action',
      label: 'Action',
      render: (r) => (
        <Group gap={6} wrap="nowrap">
          <Anchor
            c="teal.9"
            component={Link}
            // The preview offers 'Copy this plan' into this package and a way back to this list.
            to={`/workspace/${r.package_id}/${r.id}?planId=${r.id}&into=${packageId}`}
            state={{ back: `${location.pathname}${location.search}` }}
            size="sm"
          >
            Preview
          </Anchor>
          <Button
            color="teal.9"
            size="compact-xs"
            onClick={() => setSource(r)}
            aria-label={`Copy ${r.description || `plan ${r.id}`}`}
          >
            Copy
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <>
      <PageHeader
        title="Copy a Nutrition Plan"
        actions={
          <Button variant="default" component={Link} to={`/workspace/${packageId}/list`}>
            Back to the package
          </Button>
        }
      />
      <PlanFilters values={list.values} set={list.set} />
      <ListTable
        query={query}
        list={list}
        columns={columns}
        rowKey={(r) => r.id}
        emptyMessage={filtered ? PLAN_MESSAGES.noResults : PLAN_MESSAGES.noPlans}
        caption="Plans to copy from"
        minWidth={960}
      />
      <CopyPlanModal source={source} packageId={packageId} onClose={() => setSource(null)} />
    </>
  );
}
