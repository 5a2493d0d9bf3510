import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { requireAdmin } from '../auth/session';
import { backupPostgres, defaultBackupName, dumpPglite } from '../db/backup';
import { describeRoutes, PRODUCES, type RouteDocs } from '../lib/route-schema';
import { recordBackupDownload } from './backup.service';

const ROUTE_DOCS: RouteDocs = {
  'GET /api/v1/settings/backup': {
    summary: 'Download a backup of the whole database',
    produces: PRODUCES.backup,
  },
};

/**
 * The admin's backup download (Settings): the same file `npm run backup` writes, taken from the
 * running app, since the embedded database cannot be opened by a second process (decision 061).
 */
export async function backupRoutes(app: FastifyInstance, { database, config }: AppDeps) {
  describeRoutes(app, ROUTE_DOCS);
  app.get('/api/v1/settings/backup', { config: { access: 'admin' } }, async (request, reply) => {
    const user = requireAdmin(request);
    const name = defaultBackupName(database.kind);
    await recordBackupDownload(database.db, { userId: user.id, ip: request.ip }, name);
    reply
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .type(database.kind === 'pglite' ? 'application/gzip' : 'application/octet-stream');
    if (database.pglite) return reply.send(await dumpPglite(database.pglite));
    const stream = new PassThrough();
    backupPostgres(config.databaseUrl!, stream).catch((error) => {
      request.log.error({ err: error }, 'backup failed');
      stream.destroy(error);
    });
    return reply.send(stream);
  });
}
