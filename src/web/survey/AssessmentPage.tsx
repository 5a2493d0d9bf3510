import { Alert, Anchor, Group, Paper, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { packageStatusLabel } from '../../shared/category';
import { SURVEY_MESSAGES } from '../../shared/survey-options';
import { Loading } from '../components/Loading';
import { PageHeader } from '../components/PageHeader';
import { formatDateTime } from '../lib/format';
import { AssessmentAnswers } from './AssessmentAnswers';
import { useAssessment } from './survey-queries';

/** A package's questionnaire, read only, for its nutritionist or an admin ('Assessment Form'). */
export default function AssessmentPage() {
  const packageId = Number(useParams().packageId);
  const assessment = useAssessment(packageId);
  if (assessment.isPending) return <Loading />;
  if (assessment.isError)
    return (
      <Alert color="red" role="alert">
        {(assessment.error as Error).message}
      </Alert>
    );
  const view = assessment.data;
  return (
    <>
      <PageHeader
        title={`Assessment Form · ${view.package.client_first_name}`}
        actions={
          <Anchor component={Link} to={`/workspace/${packageId}/list`}>
            View Package
          </Anchor>
        }
      />
      <Paper withBorder p="md">
        <Group gap="sm" mb="md">
          <Text size="sm" fw={600}>
            {packageStatusLabel(view.package.status)}
          </Text>
          <Text size="sm" c="gray.7">
            {view.submitted_at ? `Submitted ${formatDateTime(view.submitted_at)}` : 'Not submitted yet'} ·{' '}
            {view.answered} questions answered
          </Text>
        </Group>
        {view.answered === 0 && view.recall.length === 0 && view.workouts.length === 0 ? (
          <Text c="gray.7">{SURVEY_MESSAGES.noData}</Text>
        ) : (
          <AssessmentAnswers view={view} />
        )}
      </Paper>
    </>
  );
}
