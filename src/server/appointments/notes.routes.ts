import type { FastifyInstance } from 'fastify';
import {
  NOTE_MESSAGES as M,
  noteAmendSchema,
  noteQuerySchema,
  noteSaveSchema,
} from '../../shared/appointment-notes';
import type { AppDeps } from '../app-deps';
import { appointmentFor } from '../auth/policy';
import { requireUser } from '../auth/session';
import { ok } from '../lib/envelope';
import { parseInput } from '../lib/errors';
import { describeRoutes, type RouteDocs } from '../lib/route-schema';
import { amendNote, readNote, saveNote } from './notes.service';

const NOTE_ROUTE_DOCS: RouteDocs = {
  'GET /api/v1/appointment/note': { summary: "An appointment's session note", querystring: noteQuerySchema },
  'POST /api/v1/appointment/note/save': {
    summary: 'Save a session note (until it is signed)',
    body: noteSaveSchema,
  },
  'POST /api/v1/appointment/note/amend': {
    summary: 'Amend a signed session note (the earlier text is kept)',
    body: noteAmendSchema,
  },
};

/** Session notes (issue 36 point 4): owner-scoped exactly like their appointment (404 otherwise). */
export function appointmentNoteRoutes(app: FastifyInstance, deps: AppDeps) {
  describeRoutes(app, NOTE_ROUTE_DOCS);
  const { db } = deps;
  const owner = { config: { access: 'owner:appointment', record: 'body.appointment_id' } } as const;

  app.get(
    '/api/v1/appointment/note',
    { config: { access: 'owner:appointment', record: 'query.appointment_id' } },
    async (request) => {
      const user = requireUser(request);
      const { appointment_id } = parseInput(noteQuerySchema, request.query);
      return ok(await readNote(deps, user, await appointmentFor(db, user, appointment_id)));
    },
  );

  app.post('/api/v1/appointment/note/save', owner, async (request) => {
    const user = requireUser(request);
    const input = parseInput(noteSaveSchema, request.body);
    return ok(
      await saveNote(deps, user, await appointmentFor(db, user, input.appointment_id), input),
      M.saved,
    );
  });

  app.post('/api/v1/appointment/note/amend', owner, async (request) => {
    const user = requireUser(request);
    const input = parseInput(noteAmendSchema, request.body);
    return ok(
      await amendNote(deps, user, await appointmentFor(db, user, input.appointment_id), input),
      M.amended,
    );
  });
}
