import { Stack, Table, Text, Title } from '@mantine/core';
import type { AssessmentView } from '../../shared/survey';
import {
  DIETARY_RECALL,
  SURVEY_MESSAGES,
  TRAINING,
  TRAINING_ROUTINE,
  time12,
} from '../../shared/survey-options';
import { daysText } from './WorkoutSection';

type Props = {
  view: AssessmentView;
  /** The dietary recall as shown here; the nutritionist's side panel passes an editable one. */
  recall?: React.ReactNode;
  compact?: boolean;
};

/** A questionnaire read only, by section: answer texts, the workout week and the dietary recall. */
export function AssessmentAnswers({ view, recall, compact }: Props) {
  const heading = compact ? 'h6' : 'h5';
  return (
    <Stack gap={compact ? 'sm' : 'md'} data-testid="assessment-answers">
      {view.sections.map((section) => (
        <section key={section.category} aria-label={section.title}>
          <Title order={3} size={heading} mb={4}>
            {section.title}
          </Title>
          {section.category === DIETARY_RECALL && (recall ?? <RecallTable view={view} />)}
          {section.category === TRAINING_ROUTINE && <WorkoutWeek view={view} />}
          <Stack gap={4}>
            {section.answers
              .filter((a) => a.answer !== null || !compact)
              .map((a) => (
                <div key={a.question}>
                  <Text size="sm" c="gray.7">
                    {a.question}
                    {a.mandatory ? ' *' : ''}
                  </Text>
                  <Text size="sm" fw={500} style={{ whiteSpace: 'pre-wrap' }}>
                    {a.answer ?? 'Not answered'}
                  </Text>
                </div>
              ))}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}

function RecallTable({ view }: { view: AssessmentView }) {
  if (!view.recall.length)
    return (
      <Text size="sm" c="gray.7">
        {SURVEY_MESSAGES.noMealTimes}
      </Text>
    );
  return (
    <Table withTableBorder striped mb="xs">
      <Table.Tbody>
        {view.recall.map((r) => (
          <Table.Tr key={r.id}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{time12(r.time)}</Table.Td>
            <Table.Td>{r.type}</Table.Td>
            <Table.Td>{r.description}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function WorkoutWeek({ view }: { view: AssessmentView }) {
  const parts = [
    ...(view.package.is_sports
      ? [{ category: TRAINING, title: 'Sports training', none: view.no_training }]
      : []),
    { category: 'workout', title: 'General fitness', none: view.no_workout },
  ];
  return (
    <Stack gap={6} mb="xs">
      {parts.map((p) => {
        const rows = view.workouts.filter((w) => w.category === p.category);
        return (
          <div key={p.category}>
            <Text size="sm" fw={600}>
              {p.title}
            </Text>
            {p.none ? (
              <Text size="sm">None</Text>
            ) : rows.length ? (
              rows.map((w) => (
                <Text size="sm" key={w.id}>
                  {w.routine_type}: {time12(w.start_time)} – {time12(w.end_time)}, {daysText(w)}
                </Text>
              ))
            ) : (
              <Text size="sm" c="gray.7">
                Not answered
              </Text>
            )}
          </div>
        );
      })}
    </Stack>
  );
}
