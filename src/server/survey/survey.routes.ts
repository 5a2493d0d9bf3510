import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { id } from '../../shared/fields';
import {
  deleteByIdSchema,
  emptyWorkoutSchema,
  progressPercent,
  recallSaveSchema,
  responseInputSchema,
  SURVEY_MESSAGES,
  type SurveyPractice,
  staffRecallSaveSchema,
  surveyTokenSchema,
  workoutInputSchema,
  workoutNotesSchema,
} from '../../shared/survey';
import type { AppDeps } from '../app-deps';
import { type IdAt, type SurveyPackageRow, surveyPackageFor, surveyPackageForViewer } from '../auth/policy';
import { requireUser } from '../auth/session';
import { ok } from '../lib/envelope';
import { parseInput } from '../lib/errors';
import { readPracticeIdentity } from '../lib/practice-identity';
import { describeRoutes, PRODUCES, type RouteDocs } from '../lib/route-schema';
import { openByToken } from '../lib/token-guesses';
import { readPracticeLogo, sendLogo } from '../settings/index';
import { listRecall, listWorkouts } from './survey.repository';
import * as survey from './survey.service';
import { registerSurveyLanguage, surveyLanguageOf } from './survey-language';

const packageQuery = z.object({ package_id: id('Please choose a package') });
const staffRecallDeleteSchema = packageQuery.extend({ id: id() });
const newWorkoutSchema = workoutInputSchema.omit({ id: true });
const editedWorkoutSchema = workoutInputSchema.extend({ id: id('Please choose a schedule') });
/** A questionnaire write: its token beside the write's own fields. */
const withToken = (schema: z.ZodType) => surveyTokenSchema.and(schema);

const ROUTE_DOCS: RouteDocs = {
  'GET /api/v1/survey/question/list': {
    summary: "The questionnaire's questions and the practice's identity",
    querystring: surveyTokenSchema,
  },
  'GET /api/v1/survey/logo': {
    summary: "The practice's logo above the questionnaire",
    querystring: surveyTokenSchema,
    produces: PRODUCES.image,
  },
  'GET /api/v1/survey/response/response': {
    summary: 'The answers given so far and the progress',
    querystring: surveyTokenSchema,
  },
  'GET /api/v1/survey/dietaryrecall/meal-time-details': {
    summary: 'The dietary recall rows',
    querystring: surveyTokenSchema,
  },
  'GET /api/v1/survey/surveyworkout/survey-workout-details': {
    summary: 'The workout schedules',
    querystring: surveyTokenSchema,
  },
  'POST /api/v1/survey/response/create': { summary: 'Save one answer', body: withToken(responseInputSchema) },
  'POST /api/v1/survey/dietaryrecall/create': {
    summary: 'Save the dietary recall rows',
    body: withToken(recallSaveSchema),
  },
  'POST /api/v1/survey/dietaryrecall/delete': {
    summary: 'Delete a dietary recall row',
    body: withToken(deleteByIdSchema),
  },
  'POST /api/v1/survey/surveyworkout/create': {
    summary: 'Add a workout schedule',
    body: withToken(newWorkoutSchema),
  },
  'POST /api/v1/survey/surveyworkout/edit': {
    summary: 'Edit a workout schedule',
    body: withToken(editedWorkoutSchema),
  },
  'POST /api/v1/survey/surveyworkout/delete': {
    summary: 'Delete a workout schedule',
    body: withToken(deleteByIdSchema),
  },
  'POST /api/v1/survey/response/empty-work-out-data': {
    summary: 'Say there is no workout or no recall to give',
    body: withToken(emptyWorkoutSchema),
  },
  'POST /api/v1/survey/response/add-work-out-notes': {
    summary: 'Save the workout notes',
    body: withToken(workoutNotesSchema),
  },
  'POST /api/v1/survey/response/update-status': {
    summary: 'Submit the questionnaire',
    body: surveyTokenSchema,
  },
  'GET /api/v1/survey/assessment': {
    summary: "Staff: a package's questionnaire answers",
    querystring: packageQuery,
  },
  'POST /api/v1/survey/dietaryrecall/staff-save': {
    summary: "Staff: save a package's dietary recall rows",
    body: staffRecallSaveSchema,
  },
  'POST /api/v1/survey/dietaryrecall/staff-delete': {
    summary: "Staff: delete a package's dietary recall row",
    body: staffRecallDeleteSchema,
  },
};

/**
 * The public questionnaire (access class survey-token): every call carries survey_token (query for
 * reads, body for writes) and the package, client and rows are derived from it.
 */
export async function surveyRoutes(app: FastifyInstance, deps: AppDeps) {
  describeRoutes(app, ROUTE_DOCS);
  const { db } = deps;
  // The client's answers in the language of the page that asked (decision 248).
  registerSurveyLanguage(app);

  /**
   * The questionnaire of the token: a live one is always answered; an unknown token counts toward
   * the address's allowance, shared with the plan link and the feed (lib/token-guesses.ts, issue 51).
   */
  async function packageOfToken(request: FastifyRequest, source: unknown): Promise<SurveyPackageRow> {
    const { survey_token } = parseInput(surveyTokenSchema, source);
    return openByToken(db, request.ip, 'survey', () => surveyPackageFor(db, survey_token));
  }

  const token = { config: { access: 'survey-token' as const } };
  const staff = (record: IdAt) => ({ config: { access: 'owner:package' as const, record } });

  app.get('/api/v1/survey/question/list', token, async (request) => {
    const pkg = await packageOfToken(request, request.query);
    const { name, address, phone, email, website } = await readPracticeIdentity(db, deps.config.practiceName);
    const logo = await readPracticeLogo(db);
    const { survey_token } = parseInput(surveyTokenSchema, request.query);
    const logo_url =
      logo && `/api/v1/survey/logo?survey_token=${encodeURIComponent(survey_token)}&v=${logo.id}`;
    const practice: SurveyPractice = { name, address, phone, email, website, logo_url };
    return ok({ ...(await survey.definitionOf(db, pkg)), practice });
  });

  /** The practice's logo above the questionnaire (issue 34); 404 without one or for an unknown token. */
  app.get('/api/v1/survey/logo', token, async (request, reply) => {
    await packageOfToken(request, request.query);
    return sendLogo(reply, await readPracticeLogo(db));
  });

  app.get('/api/v1/survey/response/response', token, async (request) => {
    const pkg = await packageOfToken(request, request.query);
    const def = await survey.definitionOf(db, pkg);
    const answers = await survey.responsesOf(db, pkg, def);
    const [recall, workouts] = await Promise.all([listRecall(db, pkg.id), listWorkouts(db, pkg.id)]);
    return ok({
      ...answers,
      // A submitted questionnaire is complete, whatever optional question is left (issue 34).
      progress: def.package.submitted
        ? 100
        : progressPercent(answers.count, answers.total, workouts.length > 0, recall.length > 0),
    });
  });

  app.get('/api/v1/survey/dietaryrecall/meal-time-details', token, async (request) => {
    const pkg = await packageOfToken(request, request.query);
    return ok(survey.sortedRecall(await listRecall(db, pkg.id)));
  });

  app.get('/api/v1/survey/surveyworkout/survey-workout-details', token, async (request) => {
    const pkg = await packageOfToken(request, request.query);
    return ok(await listWorkouts(db, pkg.id));
  });

  app.post('/api/v1/survey/response/create', token, async (request) => {
    const pkg = await packageOfToken(request, request.body);
    const input = parseInput(responseInputSchema, request.body);
    return ok(await survey.saveAnswer(deps, pkg, input), 'Saved');
  });

  app.post('/api/v1/survey/dietaryrecall/create', token, async (request) => {
    const pkg = await packageOfToken(request, request.body);
    const input = parseInput(recallSaveSchema, request.body);
    return ok(
      await survey.saveRecall(deps, pkg, input.mealList, 'client', null),
      SURVEY_MESSAGES.mealListSaved,
    );
  });

  app.post('/api/v1/survey/dietaryrecall/delete', token, async (request) => {
    const pkg = await packageOfToken(request, request.body);
    const input = parseInput(deleteByIdSchema, request.body);
    await survey.deleteRecall(deps, pkg, input.id, 'client', null);
    return ok({ id: input.id }, SURVEY_MESSAGES.mealRowDeleted);
  });

  app.post('/api/v1/survey/surveyworkout/create', token, async (request) => {
    const pkg = await packageOfToken(request, request.body);
    const input = parseInput(newWorkoutSchema, request.body);
    return ok({ id: await survey.saveWorkout(deps, pkg, input) }, 'Schedule saved');
  });

  app.post('/api/v1/survey/surveyworkout/edit', token, async (request) => {
    const pkg = await packageOfToken(request, request.body);
    const input = parseInput(editedWorkoutSchema, request.body);
    return ok({ id: await survey.saveWorkout(deps, pkg, input) }, 'Schedule updated');
  });

  app.post('/api/v1/survey/surveyworkout/delete', token, async (request) => {
    const pkg = await packageOfToken(request, request.body);
    const input = parseInput(deleteByIdSchema, request.body);
    await survey.deleteWorkout(deps, pkg, input.id);
    return ok({ id: input.id }, 'Schedule deleted');
  });

  app.post('/api/v1/survey/response/empty-work-out-data', token, async (request) => {
    const pkg = await packageOfToken(request, request.body);
    const input = parseInput(emptyWorkoutSchema, request.body);
    await survey.saveNoneFlags(deps, pkg, input);
    return ok(input, 'Saved');
  });

  app.post('/api/v1/survey/response/add-work-out-notes', token, async (request) => {
    const pkg = await packageOfToken(request, request.body);
    const input = parseInput(workoutNotesSchema, request.body);
    await survey.saveWorkoutNotes(deps, pkg, input.notes);
    return ok(null, 'Saved');
  });

  app.post('/api/v1/survey/response/update-status', token, async (request) => {
    const pkg = await packageOfToken(request, request.body);
    await survey.submit(deps, pkg, surveyLanguageOf(request));
    return ok({ status: survey.RECEIVED_STATUS }, SURVEY_MESSAGES.completed);
  });

  // Staff: the package's nutritionist or an admin reads the answers and edits the recall rows.
  app.get('/api/v1/survey/assessment', staff('query.package_id'), async (request) => {
    const user = requireUser(request);
    const { package_id } = parseInput(packageQuery, request.query);
    return ok(await survey.assessmentView(db, await surveyPackageForViewer(db, user, package_id)));
  });

  app.post('/api/v1/survey/dietaryrecall/staff-save', staff('body.package_id'), async (request) => {
    const user = requireUser(request);
    const input = parseInput(staffRecallSaveSchema, request.body);
    const pkg = await surveyPackageForViewer(db, user, input.package_id);
    return ok(
      await survey.saveRecall(deps, pkg, input.mealList, 'staff', user.id),
      SURVEY_MESSAGES.mealListSaved,
    );
  });

  app.post('/api/v1/survey/dietaryrecall/staff-delete', staff('body.package_id'), async (request) => {
    const user = requireUser(request);
    const input = parseInput(staffRecallDeleteSchema, request.body);
    const pkg = await surveyPackageForViewer(db, user, input.package_id);
    await survey.deleteRecall(deps, pkg, input.id, 'staff', user.id);
    return ok({ id: input.id }, SURVEY_MESSAGES.mealRowDeleted);
  });
}
