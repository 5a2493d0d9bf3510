import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCopy, IconPlus } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { spendQuestion } from '../../shared/credits';
import { PLAN_MESSAGES } from '../../shared/plan-options';
import type { PlanListRow } from '../../shared/plans';
import { practiceToday } from '../../shared/practice-date';
import { isNutritionist } from '../../shared/session-user';
import { useRefreshSession, useSessionUser } from '../app/session';
import { AppointmentsSection, BookAppointmentButton } from '../appointments';
import { type Column, DataTable } from '../components/DataTable';
import { PageHeader } from '../components/PageHeader';
import { InvoicesPanel } from '../invoices';
import { formatDate, formatDateTime } from '../lib/format';
import { failureText, notifyFailure, notifySuccess } from '../lib/notify';
import { PlanLinkShare, SurveyLinkShare } from '../plan-link';
import { OutOfCreditsHelp } from './OutOfCreditsHelp';
import { PlanDetailsModal } from './PlanDetailsModal';
import { useCreatePlan, useDeletePlan, usePackagePlans } from './plan-queries';

const FORMAT_LABELS: Record<string, string> = {
  day_numbers: 'Day numbers',
  week_day: 'Week days',
  custom: 'Custom',
};

/** /workspace/{packageId}/list: the package's plans with create, open, details and delete. */
export default function PackagePlansPage() {
  const packageId = Number(useParams().packageId);
  const navigate = useNavigate();
  const plans = usePackagePlans(packageId);
  const { data: user } = useSessionUser();
  const refreshSession = useRefreshSession();
  const [details, setDetails] = useState<PlanListRow | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const createPlan = useCreatePlan();
  const deletePlan = useDeletePlan();
  const pkg = plans.data?.package;

  /**
   * A new plan spends one of the package's nutritionist's credits when the practice limits plans
   * by credits: say so and ask first. With none left, say why at once (the server refuses too).
   * Without the limit a plan is simply created (decision 191).
   */
  function create() {
    setProblem(null);
    const credits = plans.data?.credits;
    if (!credits) return;
    if (!user?.credits_limited) return void spendAndOpen();
    if (credits.expiry && credits.expiry < practiceToday()) {
      setProblem(PLAN_MESSAGES.creditsExpired(formatDate(credits.expiry)));
      return;
    }
    if (credits.left <= 0) {
      setProblem(PLAN_MESSAGES.outOfCreditsCreate);
      return;
    }
    modals.openConfirmModal({
      title: 'Create Nutrition Plan',
      children: <Text size="sm">{spendQuestion(credits.left, Boolean(user && isNutritionist(user)))}</Text>,
      labels: { confirm: 'Create plan', cancel: 'Cancel' },
      onConfirm: () => void spendAndOpen(),
    });
  }

  async function spendAndOpen() {
    try {
      const { data } = await createPlan.mutateAsync(packageId);
      refreshSession();
      navigate(`/workspace/${data.package_id}/${data.id}`);
    } catch (error) {
      setProblem(failureText(error));
    }
  }

  function remove(plan: PlanListRow) {
    modals.openConfirmModal({
      title: 'Delete Nutrition Plan',
      children: PLAN_MESSAGES.confirmDeletePlan,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        deletePlan.mutate(plan.id, {
          onSuccess: (written) => notifySuccess(written.message),
          onError: notifyFailure,
        }),
    });
  }

  const columns: Column<PlanListRow>[] = [
    {
      key: 'description',
      label: 'Nutrition Plan Name',
      render: (r) => (
        <Anchor c="teal.9" component={Link} to={`/workspace/${packageId}/${r.id}`}>
          {r.description || `Plan ${r.id}`}
        </Anchor>
      ),
    },
    { key: 'created_at', label: 'Created At', render: (r) => formatDateTime(r.created_at) },
    {
      key: 'dates',
      label: 'Start / End',
      render: (r) =>
        [formatDate(r.start_date) || 'Not Selected', formatDate(r.end_date) || 'Not Selected'].join(' – '),
    },
    { key: 'day_format', label: 'Days as', render: (r) => FORMAT_LABELS[r.day_format] ?? r.day_format },
    { key: 'meal_count', label: 'Meals', align: 'right' },
    {
      key: 'max_calories',
      label: 'Maximum Calories',
      align: 'right',
      render: (r) => (r.max_calories ?? '') as string,
    },
    {
      key: 'action',
      label: 'Action',
      render: (r) => (
        <Group gap={6} wrap="nowrap">
          <Button
            color="teal.9"
            size="compact-xs"
            component={Link}
            to={`/workspace/${packageId}/${r.id}`}
            aria-label={`Open ${r.description || `plan ${r.id}`}`}
          >
            Open
          </Button>
          <Button
            size="compact-xs"
            variant="default"
            onClick={() => setDetails(r)}
            aria-label={`Details of ${r.description || `plan ${r.id}`}`}
          >
            Details
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            onClick={() => remove(r)}
            aria-label={`Delete ${r.description || `plan ${r.id}`}`}
          >
            Delete
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Nutrition Plans of the Package"
        actions={
          <>
            <BookAppointmentButton packageId={packageId} />
            <Button
              variant="default"
              leftSection={<IconCopy size={16} aria-hidden />}
              component={Link}
              to={`/workspace/${packageId}/create`}
            >
              Copy a Plan
            </Button>
            <Button
              color="teal.9"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={create}
              loading={createPlan.isPending}
              disabled={!plans.data}
              data-testid="create-plan"
            >
              Create Plan
            </Button>
          </>
        }
      />
      {pkg && (
        <Text c="gray.7" mb="sm">
          {pkg.client_name} {pkg.last_name} · {pkg.category}
          {pkg.sub_category ? ` / ${pkg.sub_category}` : ''}
          {pkg.food_preferences ? ` · ${pkg.food_preferences}` : ''}
        </Text>
      )}
      {problem && (
        <Alert
          color="red"
          role="alert"
          mb="sm"
          withCloseButton
          onClose={() => setProblem(null)}
          data-testid="plan-problem"
        >
          {problem}
          <OutOfCreditsHelp problem={problem} dietitianId={pkg?.dietitian_id} />
        </Alert>
      )}
      <DataTable
        columns={columns}
        rows={plans.data?.data}
        rowKey={(r) => r.id}
        loading={plans.isFetching}
        error={plans.error}
        onRetry={() => void plans.refetch()}
        emptyMessage={PLAN_MESSAGES.noPlans}
        caption="Plans of this package"
      />
      {/* Sharing with the client (issue 28): the plan link (shares the newest plan) and the questionnaire's. */}
      <SimpleGrid cols={{ base: 1, md: 2 }} mt="md">
        <Paper withBorder p="sm">
          <PlanLinkShare packageId={packageId} />
        </Paper>
        <Paper withBorder p="sm">
          <SurveyLinkShare packageId={packageId} />
        </Paper>
      </SimpleGrid>
      {/* The package's consultations, past and next (issue 56). */}
      <div style={{ marginTop: 'var(--mantine-spacing-md)' }}>
        <AppointmentsSection of={{ packageId }} />
      </div>
      {/* Invoices, payments and dues (issue 37). */}
      <Suspense fallback={null}>
        <div style={{ marginTop: 'var(--mantine-spacing-md)' }}>
          <InvoicesPanel packageId={packageId} />
        </div>
      </Suspense>
      <PlanDetailsModal plan={details} onClose={() => setDetails(null)} />
    </>
  );
}
