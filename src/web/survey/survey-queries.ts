import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AssessmentView,
  RecallRow,
  SurveyDefinition,
  SurveyResponses,
  WorkoutRow,
} from '../../shared/survey';
import { type ApiError, apiWrite, fetchData } from '../lib/api';

export type SurveyProgress = SurveyResponses & { progress: number };

const keys = {
  all: (token: string) => ['survey', token] as const,
  definition: (token: string) => ['survey', token, 'definition'] as const,
  responses: (token: string) => ['survey', token, 'responses'] as const,
  recall: (token: string) => ['survey', token, 'recall'] as const,
  workouts: (token: string) => ['survey', token, 'workouts'] as const,
};

/** A failed read is tried again, except for an unknown token (404: it stays unknown). */
const noRetryOn404 = (count: number, error: unknown) => count < 2 && (error as ApiError).status !== 404;

/**
 * The language the server answers a write in (decision 248): the page's, read from <html lang> when
 * the write leaves, as the plan page does (decision 216).
 */
const pageLanguage = () => (document.documentElement.lang === 'hi' ? 'hi' : 'en');

export function useSurveyDefinition(token: string) {
  return useQuery({
    queryKey: keys.definition(token),
    queryFn: () => fetchData<SurveyDefinition>('/api/v1/survey/question/list', { survey_token: token }),
    retry: noRetryOn404,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSurveyResponses(token: string) {
  return useQuery({
    queryKey: keys.responses(token),
    queryFn: () => fetchData<SurveyProgress>('/api/v1/survey/response/response', { survey_token: token }),
    retry: noRetryOn404,
  });
}

export function useRecall(token: string) {
  return useQuery({
    queryKey: keys.recall(token),
    queryFn: () =>
      fetchData<RecallRow[]>('/api/v1/survey/dietaryrecall/meal-time-details', { survey_token: token }),
  });
}

export function useWorkouts(token: string) {
  return useQuery({
    queryKey: keys.workouts(token),
    queryFn: () =>
      fetchData<WorkoutRow[]>('/api/v1/survey/surveyworkout/survey-workout-details', { survey_token: token }),
  });
}

/** A write of the questionnaire: the token goes with it; the progress and lists reload after. */
function useSurveyWrite<Body, Data = unknown>(token: string, path: string, refresh: (keyof typeof keys)[]) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => apiWrite<Data>(path, { survey_token: token, lang: pageLanguage(), ...body }),
    // A dropped connection is tried again; a refusal (success 0) is not.
    retry: (count, error) => count < 3 && (error as { status?: number }).status === 0,
    retryDelay: (attempt) => 1000 * 2 ** attempt,
    onSuccess: () => {
      for (const key of refresh) void client.invalidateQueries({ queryKey: keys[key](token) });
    },
  });
}

export type AnswerBody = { question_id: number; answer_id?: number; text_response?: string };

export const useSaveAnswer = (token: string) =>
  useSurveyWrite<AnswerBody, { count: number; total: number }>(token, '/api/v1/survey/response/create', [
    'responses',
  ]);

export type RecallBody = { mealList: { mealId?: number; type: string; time: string; description: string }[] };
/** The recall rows as edited → what the client's and the staff's save both send. */
export const recallBody = (
  rows: { id?: number; type: string; time: string; description: string }[],
): RecallBody => ({
  mealList: rows.map((r) => ({
    mealId: r.id,
    type: r.type,
    time: r.time,
    description: r.description.trim(),
  })),
});
export const useSaveRecall = (token: string) =>
  useSurveyWrite<RecallBody, RecallRow[]>(token, '/api/v1/survey/dietaryrecall/create', [
    'recall',
    'responses',
  ]);
export const useDeleteRecall = (token: string) =>
  useSurveyWrite<{ id: number }>(token, '/api/v1/survey/dietaryrecall/delete', ['recall', 'responses']);

export type WorkoutBody = Omit<WorkoutRow, 'id'> & { id?: number };
export function useSaveWorkout(token: string) {
  const create = useSurveyWrite<WorkoutBody, { id: number }>(token, '/api/v1/survey/surveyworkout/create', [
    'workouts',
    'responses',
  ]);
  const edit = useSurveyWrite<WorkoutBody, { id: number }>(token, '/api/v1/survey/surveyworkout/edit', [
    'workouts',
    'responses',
  ]);
  return { create, edit };
}
export const useDeleteWorkout = (token: string) =>
  useSurveyWrite<{ id: number }>(token, '/api/v1/survey/surveyworkout/delete', ['workouts', 'responses']);
export const useNoneFlags = (token: string) =>
  useSurveyWrite<{ workout?: boolean; training?: boolean }>(
    token,
    '/api/v1/survey/response/empty-work-out-data',
    ['responses'],
  );
export const useWorkoutNotes = (token: string) =>
  useSurveyWrite<{ notes: string }>(token, '/api/v1/survey/response/add-work-out-notes', ['responses']);
export const useSubmitSurvey = (token: string) =>
  useSurveyWrite<Record<string, never>>(token, '/api/v1/survey/response/update-status', [
    'definition',
    'responses',
  ]);

/** Staff: one package's answers (workspace side panel, client details 'Assessment Form'). */
export const assessmentKey = (packageId: number) => ['assessment', packageId] as const;
export function useAssessment(packageId: number) {
  return useQuery({
    queryKey: assessmentKey(packageId),
    queryFn: () => fetchData<AssessmentView>('/api/v1/survey/assessment', { package_id: packageId }),
    enabled: packageId > 0,
  });
}

export function useStaffRecall(packageId: number) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: assessmentKey(packageId) });
  const save = useMutation({
    mutationFn: (body: RecallBody) =>
      apiWrite<RecallRow[]>('/api/v1/survey/dietaryrecall/staff-save', { package_id: packageId, ...body }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) =>
      apiWrite('/api/v1/survey/dietaryrecall/staff-delete', { package_id: packageId, id }),
    onSuccess: refresh,
  });
  return { save, remove };
}
