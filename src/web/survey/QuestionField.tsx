import { Checkbox, Group, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { chosenIds, type SurveyAnswer, type SurveyQuestion } from '../../shared/survey';
import { answerIn, questionIn } from '../../shared/survey-hindi';
import { DateField } from '../components/DateField';
import type { ApiError } from '../lib/api';
import { surveyText, useSurveyLanguage } from './survey-language';
import { type AnswerBody, useSaveAnswer } from './survey-queries';

type Props = {
  token: string;
  question: SurveyQuestion;
  answer: SurveyAnswer | undefined;
  /** A submission's complaint about this question ('Please answer every question marked *'). */
  error?: string;
  readOnly: boolean;
};

const draftKey = (token: string, questionId: number) => `survey:${token}:${questionId}`;

/** What the answer looks like in the field: the chosen id, the chosen ids, or the text. */
function initialValue(question: SurveyQuestion, answer: SurveyAnswer | undefined): string {
  if (!answer) return '';
  if (answer.answer_id !== null) return String(answer.answer_id);
  if (question.type === 'multi_select') return JSON.stringify(chosenIds(answer.text_response));
  return answer.text_response ?? '';
}

function bodyOf(question: SurveyQuestion, value: string): AnswerBody {
  const byId =
    question.type === 'single_select' || (question.type === 'yes_no' && question.answers.length > 0);
  return byId && value
    ? { question_id: question.id, answer_id: Number(value) }
    : { question_id: question.id, text_response: value };
}

/**
 * One question, saved as it is answered: a choice at once, text when the field is left (or after a
 * pause in typing). Until the server has it, the text is kept in this browser, so a reload or a
 * dropped connection loses nothing; the line under the field says whether it is saved.
 */
export function QuestionField({ token, question, answer, error, readOnly }: Props) {
  const save = useSaveAnswer(token);
  const lang = useSurveyLanguage();
  const stored = initialValue(question, answer);
  const [value, setValue] = useState(() => localStorage.getItem(draftKey(token, question.id)) ?? stored);
  const lastSaved = useRef(stored);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  function send(next: string) {
    if (timer.current) clearTimeout(timer.current);
    if (next === lastSaved.current) {
      localStorage.removeItem(draftKey(token, question.id));
      return;
    }
    localStorage.setItem(draftKey(token, question.id), next);
    save.mutate(bodyOf(question, next), {
      onSuccess: () => {
        lastSaved.current = next;
        if (localStorage.getItem(draftKey(token, question.id)) === next)
          localStorage.removeItem(draftKey(token, question.id));
      },
    });
  }

  // A draft left from an earlier visit (not yet saved) is sent again when the page opens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only once, on mount.
  useEffect(() => {
    if (!readOnly && value !== stored) send(value);
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, []);

  const typed = (next: string) => {
    setValue(next);
    localStorage.setItem(draftKey(token, question.id), next);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => send(next), 1500);
  };
  const chosen = (next: string) => {
    setValue(next);
    send(next);
  };

  const failure = save.error as ApiError | null;
  const status = save.isPending
    ? save.failureCount > 0
      ? surveyText(lang, 'retrying')
      : surveyText(lang, 'saving')
    : failure
      ? failure.status === 0
        ? surveyText(lang, 'offline')
        : (failure.fieldErrors.text_response ?? failure.message)
      : save.isSuccess
        ? surveyText(lang, 'saved')
        : null;
  // A submission's complaint holds until the question is answered here.
  const submissionError = save.isIdle ? error : undefined;
  const fieldError =
    submissionError ??
    (failure && failure.status !== 0 ? (failure.fieldErrors.text_response ?? failure.message) : undefined);
  const common = {
    label: questionIn(lang, question.text),
    withAsterisk: question.mandatory,
    disabled: readOnly,
    error: fieldError,
  };

  let field: React.ReactNode;
  switch (question.type) {
    case 'single_select':
      field = (
        <Radio.Group {...common} value={value} onChange={chosen} data-testid={`question-${question.id}`}>
          <Stack gap={6} mt={6}>
            {question.answers.map((a) => (
              <Radio
                key={a.id}
                value={String(a.id)}
                label={answerIn(lang, a.text_answer)}
                disabled={readOnly}
              />
            ))}
          </Stack>
        </Radio.Group>
      );
      break;
    case 'yes_no': {
      const options = question.answers.length
        ? question.answers.map((a) => ({ value: String(a.id), label: answerIn(lang, a.text_answer) }))
        : (['yes', 'no'] as const).map((k) => ({ value: surveyText('en', k), label: surveyText(lang, k) }));
      field = (
        <Radio.Group {...common} value={value} onChange={chosen} data-testid={`question-${question.id}`}>
          <Group gap="lg" mt={6}>
            {options.map((o) => (
              <Radio key={o.value} value={o.value} label={o.label} disabled={readOnly} />
            ))}
          </Group>
        </Radio.Group>
      );
      break;
    }
    case 'multi_select': {
      const ids = chosenIds(value).map(String);
      field = (
        <Checkbox.Group
          {...common}
          value={ids}
          onChange={(next) => chosen(JSON.stringify(next.map(Number)))}
          data-testid={`question-${question.id}`}
        >
          <Stack gap={6} mt={6}>
            {question.answers.map((a) => (
              <Checkbox
                key={a.id}
                value={String(a.id)}
                label={answerIn(lang, a.text_answer)}
                disabled={readOnly}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      );
      break;
    }
    case 'date':
      field = (
        <DateField
          {...common}
          clearable
          value={value}
          onChange={chosen}
          data-testid={`question-${question.id}`}
        />
      );
      break;
    case 'text_area':
      field = (
        <Textarea
          {...common}
          autosize
          minRows={2}
          value={value}
          onChange={(e) => typed(e.currentTarget.value)}
          onBlur={() => send(value)}
          data-testid={`question-${question.id}`}
        />
      );
      break;
    default:
      field = (
        <TextInput
          {...common}
          value={value}
          onChange={(e) => typed(e.currentTarget.value)}
          onBlur={() => send(value)}
          data-testid={`question-${question.id}`}
        />
      );
  }
  return (
    <div>
      {field}
      {!readOnly && status && !fieldError && (
        <Text
          size="xs"
          c={failure ? 'red.9' : 'gray.7'}
          mt={2}
          aria-live="polite"
          data-testid={`save-status-${question.id}`}
        >
          {status}
        </Text>
      )}
    </div>
  );
}
