import { Anchor, Loader, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { SURVEY_MESSAGES } from '../../shared/survey-options';
import { AssessmentAnswers } from './AssessmentAnswers';
import { DietaryRecallSection } from './DietaryRecallSection';
import { recallBody, useAssessment, useStaffRecall } from './survey-queries';

/**
 * The workspace side panel's Assessment Response tab: the package's answers read only, and the
 * dietary recall editable by the nutritionist (SPEC §5: 'Another entry with same meal type and time exists!!').
 */
export function AssessmentResponsePanel({ packageId }: { packageId: number }) {
  const assessment = useAssessment(packageId);
  const { save, remove } = useStaffRecall(packageId);
  if (assessment.isPending) return <Loader size="xs" role="status" aria-label="Loading" />;
  if (assessment.isError)
    return (
      <Text size="sm" c="red.9">
        {(assessment.error as Error).message}
      </Text>
    );
  const view = assessment.data;
  const nothing = view.answered === 0 && view.recall.length === 0 && view.workouts.length === 0;
  // Every meal type the package's category offers can be added here (none is added by itself).
  const recall = (
    <DietaryRecallSection
      rows={view.recall}
      mealTypes={view.meal_types}
      readOnly={false}
      addMandatory={false}
      duplicateMessage={SURVEY_MESSAGES.duplicateStaffRecall}
      onSave={(list) => save.mutateAsync(recallBody(list))}
      onDelete={(id) => remove.mutateAsync(id)}
      saving={save.isPending}
      idPrefix="staff"
    />
  );
  return (
    <Stack gap="xs" data-testid="assessment-panel">
      {nothing ? (
        <Text size="sm" c="gray.7">
          {SURVEY_MESSAGES.noData}
        </Text>
      ) : (
        <AssessmentAnswers view={view} recall={recall} compact />
      )}
      {nothing && (
        <>
          <Text size="sm" fw={600}>
            Dietary recall
          </Text>
          {view.recall.length === 0 && (
            <Text size="sm" c="gray.7">
              {SURVEY_MESSAGES.noMealTimes}
            </Text>
          )}
          {recall}
        </>
      )}
      <Anchor component={Link} to={`/assessment/${packageId}`} size="sm" c="teal.9">
        Open the whole assessment form
      </Anchor>
    </Stack>
  );
}
