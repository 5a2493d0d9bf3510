import {
  Accordion,
  Alert,
  Box,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  Progress,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconEye, IconPencil } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { assessmentViewOf, type SurveyDefinition, type SurveyPractice } from '../../shared/survey';
import { questionIn, sectionIn } from '../../shared/survey-hindi';
import { surveyMessageIn } from '../../shared/survey-messages-hindi';
import {
  DIETARY_RECALL,
  SURVEY_MESSAGES,
  TRAINING,
  TRAINING_ROUTINE,
  WORKOUT,
} from '../../shared/survey-options';
import { PracticeLogo } from '../components/PracticeLogo';
import type { ApiError } from '../lib/api';
import { DEVANAGARI_FACE } from '../lib/devanagari-font';
import { AssessmentAnswers } from './AssessmentAnswers';
import { DietaryRecallSection } from './DietaryRecallSection';
import { QuestionField } from './QuestionField';
import {
  rememberedSurveyLanguage,
  rememberSurveyLanguage,
  SurveyLanguageProvider,
  SurveyLanguageSwitch,
  surveyText,
  useSurveyLanguage,
} from './survey-language';
import {
  recallBody,
  type SurveyProgress,
  useDeleteRecall,
  useRecall,
  useSaveRecall,
  useSubmitSurvey,
  useSurveyDefinition,
  useSurveyResponses,
  useWorkoutNotes,
  useWorkouts,
} from './survey-queries';
import { sectionText } from './survey-words';
import { WorkoutSection } from './WorkoutSection';

/**
 * The client's assessment questionnaire (SPEC §2 /survey/{token}/{tab}): public, reached by the
 * emailed link. Each answer is saved as it is given; Submit sends it to the nutritionist.
 */
export default function SurveyPage() {
  const { token = '', tab } = useParams();
  const definition = useSurveyDefinition(token);
  const responses = useSurveyResponses(token);
  const [lang, setLang] = useState(rememberedSurveyLanguage);
  const choose = (next: typeof lang) => {
    rememberSurveyLanguage(next);
    setLang(next);
  };

  return (
    <SurveyLanguageProvider lang={lang}>
      <style>{DEVANAGARI_FACE}</style>
      <Box bg="gray.0" mih="100vh" py="md">
        <Container size="md" px="sm">
          {/* The language switch goes under the title when both do not fit (383 px at 375 before). */}
          <Group gap="xs" mb="md" wrap="wrap" align="flex-start" justify="space-between">
            <Group gap="xs" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
              <PracticeLogo src={definition.data?.practice?.logo_url} height={40} />
              <Box style={{ minWidth: 0 }}>
                {definition.data?.practice ? <PracticeLine practice={definition.data.practice} /> : null}
                <Title order={1} size="h3">
                  {surveyText(lang, 'title')}
                </Title>
              </Box>
            </Group>
            <SurveyLanguageSwitch onChange={choose} />
          </Group>
          {definition.isError || responses.isError ? (
            <Alert color="red" role="alert" data-testid="survey-error">
              {/* An unknown link answers 404, in whichever language the phone asked for. */}
              {((definition.error ?? responses.error) as ApiError | null)?.status === 404
                ? surveyMessageIn(lang, SURVEY_MESSAGES.invalidToken)
                : surveyText(lang, 'loadFailed')}
            </Alert>
          ) : definition.data && responses.data ? (
            <Questionnaire
              token={token}
              tab={tab === 'view' ? 'view' : 'edit'}
              def={definition.data}
              answers={responses.data}
            />
          ) : (
            <Group gap="xs">
              <Loader size="sm" />
              <Text>{surveyText(lang, 'loading')}</Text>
            </Group>
          )}
        </Container>
      </Box>
    </SurveyLanguageProvider>
  );
}

/** The practice the client is answering to (Settings → Practice), above the page's title. */
function PracticeLine({ practice }: { practice: SurveyPractice }) {
  const contact = [practice.phone, practice.email, practice.website].filter(Boolean).join(' · ');
  return (
    <Box data-testid="survey-practice">
      <Text fw={700}>{practice.name}</Text>
      {practice.address ? (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
          {practice.address}
        </Text>
      ) : null}
      {contact ? (
        <Text size="sm" c="dimmed">
          {contact}
        </Text>
      ) : null}
    </Box>
  );
}

type Feedback = { ok: boolean; text: string } | null;

/** Accordion values become element ids: no spaces. */
const slug = (category: string) => category.replace(/[^A-Za-z0-9]+/g, '-');

function Questionnaire({
  token,
  tab,
  def,
  answers,
}: {
  token: string;
  tab: 'edit' | 'view';
  def: SurveyDefinition;
  answers: SurveyProgress;
}) {
  const navigate = useNavigate();
  const lang = useSurveyLanguage();
  const recall = useRecall(token);
  const workouts = useWorkouts(token);
  const submit = useSubmitSurvey(token);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const readOnly = def.package.closed || tab === 'view';
  const byQuestion = useMemo(
    () => new Map(answers.responses.map((r) => [r.question_id, r])),
    [answers.responses],
  );
  const [opened, setOpened] = useState<string[]>(() => def.sections.slice(0, 1).map((s) => slug(s.category)));
  const go = (next: 'edit' | 'view') => navigate(`/survey/${token}/${next}`);

  async function send() {
    setFeedback(null);
    setProblems({});
    try {
      await submit.mutateAsync({});
      setFeedback({ ok: true, text: surveyMessageIn(lang, SURVEY_MESSAGES.completed) });
      go('view');
    } catch (error) {
      const e = error as ApiError;
      setProblems(e.fieldErrors);
      setFeedback({ ok: false, text: e.message });
      // Open the sections that need something.
      const need = new Set<string>();
      if (e.fieldErrors.workout) need.add(TRAINING_ROUTINE);
      if (e.fieldErrors.recall) need.add(DIETARY_RECALL);
      for (const key of Object.keys(e.fieldErrors).filter((k) => k.startsWith('question.'))) {
        const id = Number(key.split('.')[1]);
        const section = def.sections.find((s) => s.questions.some((q) => q.id === id));
        if (section) need.add(section.category);
      }
      setOpened((current) => [...new Set([...current, ...[...need].map(slug)])]);
      // Take the client to the exact field that is missing, once its section has opened (issue 34).
      const target = firstMissingField(def, recall.data ?? [], e.fieldErrors);
      if (target) setTimeout(() => goTo(target), 300);
    }
  }

  const rows = workouts.data ?? [];
  const view = assessmentViewOf(def, answers, recall.data ?? [], rows, null);

  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Text>{surveyText(lang, 'hello', { name: def.package.client_first_name })}</Text>
        {def.package.closed && (
          <Alert color="gray" mt="sm" data-testid="survey-closed">
            {surveyMessageIn(lang, SURVEY_MESSAGES.closed)}
          </Alert>
        )}
        {def.package.submitted && !def.package.closed && (
          <Text size="sm" mt="xs" c="gray.7">
            {surveyText(lang, 'submitted')}
          </Text>
        )}
        <Group justify="space-between" mt="sm" gap="xs">
          {!def.package.closed && (
            <Group gap="xs">
              <Button
                variant={tab === 'edit' ? 'filled' : 'default'}
                leftSection={<IconPencil size={16} aria-hidden />}
                onClick={() => go('edit')}
                aria-pressed={tab === 'edit'}
              >
                {surveyText(lang, 'edit')}
              </Button>
              <Button
                variant={tab === 'view' ? 'filled' : 'default'}
                leftSection={<IconEye size={16} aria-hidden />}
                onClick={() => go('view')}
                aria-pressed={tab === 'view'}
              >
                {surveyText(lang, 'view')}
              </Button>
            </Group>
          )}
          <Box style={{ flex: '1 1 180px' }}>
            <Text size="sm" fw={600} id="survey-progress-label">
              {surveyText(lang, 'complete', { n: answers.progress })}
            </Text>
            <Progress.Root data-testid="survey-progress">
              <Progress.Section value={answers.progress} aria-labelledby="survey-progress-label" />
            </Progress.Root>
          </Box>
        </Group>
      </Paper>

      {feedback && (
        <Alert
          color={feedback.ok ? 'teal' : 'red'}
          role={feedback.ok ? 'status' : 'alert'}
          data-testid="survey-feedback"
        >
          {feedback.text}
        </Alert>
      )}

      {readOnly ? (
        <Paper withBorder p="md">
          <AssessmentAnswers view={view} />
        </Paper>
      ) : (
        <>
          <Accordion multiple value={opened} onChange={setOpened} variant="separated">
            {def.sections.map((section) => (
              <Accordion.Item key={section.category} value={slug(section.category)}>
                <Accordion.Control>
                  <Text fw={600}>{sectionIn(lang, section.category, section.title)}</Text>
                </Accordion.Control>
                <Accordion.Panel>
                  <Stack gap="md">
                    {section.category === DIETARY_RECALL && recall.data && (
                      <ClientRecall token={token} def={def} error={problems.recall} rows={recall.data} />
                    )}
                    {section.category === TRAINING_ROUTINE ? (
                      <Routine
                        token={token}
                        def={def}
                        answers={answers}
                        rows={rows}
                        error={problems.workout}
                      />
                    ) : (
                      section.questions.map((q) => (
                        <QuestionField
                          key={q.id}
                          token={token}
                          question={q}
                          answer={byQuestion.get(q.id)}
                          error={problems[`question.${q.id}`]}
                          readOnly={false}
                        />
                      ))
                    )}
                  </Stack>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => {
                setFeedback({ ok: true, text: surveyMessageIn(lang, SURVEY_MESSAGES.savedForLater) });
                go('view');
              }}
            >
              {surveyText(lang, 'saveForNow')}
            </Button>
            <Button onClick={send} loading={submit.isPending} data-testid="survey-submit">
              {surveyText(lang, 'submit')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}

/** The selector of the first field a refused Submit names: a meal's description, else a question. */
function firstMissingField(
  def: SurveyDefinition,
  recall: { type: string }[],
  errors: Record<string, string>,
): string | null {
  if (errors.workout) return null;
  if (errors.recall) {
    const missing = def.meal_types.find((m) => m.mandatory && !recall.some((r) => r.type === m.meal_type));
    return missing ? `[data-recall-description="${CSS.escape(missing.meal_type)}"]` : null;
  }
  const question = def.sections
    .flatMap((section) => section.questions)
    .find((q) => errors[`question.${q.id}`]);
  return question ? `[data-testid="question-${question.id}"]` : null;
}

/** Scrolls to a field and puts the cursor in it (a group of choices: its first choice). */
function goTo(selector: string) {
  const found = document.querySelector<HTMLElement>(selector);
  if (!found) return;
  const field = found.matches('input, textarea, select')
    ? found
    : (found.querySelector<HTMLElement>('input, textarea, select') ?? found);
  field.scrollIntoView({ block: 'center' });
  field.focus({ preventScroll: true });
}

function ClientRecall({
  token,
  def,
  rows,
  error,
}: {
  token: string;
  def: SurveyDefinition;
  rows: NonNullable<ReturnType<typeof useRecall>['data']>;
  error?: string;
}) {
  const save = useSaveRecall(token);
  const remove = useDeleteRecall(token);
  return (
    <Stack gap="xs">
      {error && (
        <Text c="red.9" size="sm" role="alert">
          {error}
        </Text>
      )}
      <DietaryRecallSection
        rows={rows}
        mealTypes={def.meal_types}
        readOnly={false}
        addMandatory
        duplicateMessage={SURVEY_MESSAGES.duplicateRecall}
        asClient
        onSave={(list) => save.mutateAsync(recallBody(list))}
        onDelete={(id) => remove.mutateAsync({ id })}
        saving={save.isPending}
        idPrefix="client"
      />
    </Stack>
  );
}

function Routine({
  token,
  def,
  answers,
  rows,
  error,
}: {
  token: string;
  def: SurveyDefinition;
  answers: SurveyProgress;
  rows: NonNullable<ReturnType<typeof useWorkouts>['data']>;
  error?: string;
}) {
  const notes = useWorkoutNotes(token);
  const lang = useSurveyLanguage();
  const [text, setText] = useState(answers.notes ?? '');
  const question = def.sections.find((s) => s.category === TRAINING_ROUTINE)?.questions[0];
  return (
    <Stack gap="md">
      {error && (
        <Text c="red.9" size="sm" role="alert">
          {error}
        </Text>
      )}
      {def.routines.training && (
        <div>
          <Title order={3} size="h6" mb={4}>
            {sectionText(lang, 'sportsTraining')}
          </Title>
          <WorkoutSection
            token={token}
            category={TRAINING}
            routines={def.routines.training}
            rows={rows.filter((r) => r.category === TRAINING)}
            allRows={rows}
            none={answers.no_training}
            readOnly={false}
          />
        </div>
      )}
      <div>
        <Title order={3} size="h6" mb={4}>
          {sectionText(lang, 'generalFitness')}
        </Title>
        <WorkoutSection
          token={token}
          category={WORKOUT}
          routines={def.routines.workout}
          rows={rows.filter((r) => r.category === WORKOUT)}
          allRows={rows}
          none={answers.no_workout}
          readOnly={false}
        />
      </div>
      <Textarea
        label={questionIn(lang, question?.text ?? 'Notes about your training or exercise routine')}
        autosize
        minRows={2}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        onBlur={() => notes.mutate({ notes: text })}
        description={
          notes.isPending
            ? sectionText(lang, 'saving')
            : notes.isError
              ? sectionText(lang, 'notesFailed')
              : undefined
        }
        data-testid="workout-notes"
      />
    </Stack>
  );
}
