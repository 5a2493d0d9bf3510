import { Stack, Table, Text, Title } from '@mantine/core';
import type { AssessmentView } from '../../shared/survey';
import { answerIn, questionIn, sectionIn } from '../../shared/survey-hindi';
import { mealTypeIn, routineIn, surveyMessageIn } from '../../shared/survey-messages-hindi';
import { DIETARY_RECALL, SURVEY_MESSAGES, TRAINING, TRAINING_ROUTINE } from '../../shared/survey-options';
import { useSurveyLanguage } from './survey-language';
import { sectionText, timeIn } from './survey-words';
import { daysText } from './WorkoutSection';

type Props = {
  view: AssessmentView;
  /** The dietary recall as shown here; the nutritionist's side panel passes an editable one. */
  recall?: React.ReactNode;
  compact?: boolean;
};

/**
 * A questionnaire read only, by section: answer texts, the workout week and the dietary recall.
 * The client's View tab shows it in the page's language; the staff's panels have no language
 * provider and read English.
 */
export function AssessmentAnswers({ view, recall, compact }: Props) {
  const heading = compact ? 'h6' : 'h5';
  const lang = useSurveyLanguage();
  // A multi-select answer is its choices joined by ', '; a typed answer stays as written.
  const answerText = (text: string) =>
    lang === 'hi' && answerIn(lang, text) === text
      ? text
          .split(', ')
          .map((part) => answerIn(lang, part))
          .join(', ')
      : answerIn(lang, text);
  return (
    <Stack gap={compact ? 'sm' : 'md'} data-testid="assessment-answers">
      {view.sections.map((section) => (
        <section key={section.category} aria-label={sectionIn(lang, section.category, section.title)}>
          <Title order={3} size={heading} mb={4}>
            {sectionIn(lang, section.category, section.title)}
          </Title>
          {section.category === DIETARY_RECALL && (recall ?? <RecallTable view={view} />)}
          {section.category === TRAINING_ROUTINE && <WorkoutWeek view={view} />}
          <Stack gap={4}>
            {section.answers
              .filter((a) => a.answer !== null || !compact)
              .map((a) => (
                <div key={a.question}>
                  <Text size="sm" c="gray.7">
                    {questionIn(lang, a.question)}
                    {a.mandatory ? ' *' : ''}
                  </Text>
                  <Text size="sm" fw={500} style={{ whiteSpace: 'pre-wrap' }}>
                    {a.answer === null ? sectionText(lang, 'notAnswered') : answerText(a.answer)}
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
  const lang = useSurveyLanguage();
  if (!view.recall.length)
    return (
      <Text size="sm" c="gray.7">
        {surveyMessageIn(lang, SURVEY_MESSAGES.noMealTimes)}
      </Text>
    );
  return (
    <Table withTableBorder striped mb="xs">
      <Table.Tbody>
        {view.recall.map((r) => (
          <Table.Tr key={r.id}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{timeIn(lang, r.time)}</Table.Td>
            <Table.Td>{mealTypeIn(lang, r.type)}</Table.Td>
            <Table.Td>{r.description}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function WorkoutWeek({ view }: { view: AssessmentView }) {
  const lang = useSurveyLanguage();
  const parts = [
    ...(view.package.is_sports
      ? [{ category: TRAINING, title: sectionText(lang, 'viewSportsTraining'), none: view.no_training }]
      : []),
    { category: 'workout', title: sectionText(lang, 'viewGeneralFitness'), none: view.no_workout },
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
              <Text size="sm">{sectionText(lang, 'none')}</Text>
            ) : rows.length ? (
              rows.map((w) => (
                <Text size="sm" key={w.id}>
                  {routineIn(lang, w.routine_type)}: {timeIn(lang, w.start_time)} – {timeIn(lang, w.end_time)}
                  , {daysText(w, lang)}
                </Text>
              ))
            ) : (
              <Text size="sm" c="gray.7">
                {sectionText(lang, 'notAnswered')}
              </Text>
            )}
          </div>
        );
      })}
    </Stack>
  );
}
