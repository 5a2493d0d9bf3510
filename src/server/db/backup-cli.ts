// `npm run backup -- [file]` and `npm run restore -- <file>`: see README "Backups" (decision 061).
import path from 'node:path';
import { loadConfig } from '../config';
import { backupDataDir, backupPostgres, defaultBackupName, restoreDataDir, restorePostgres } from './backup';

async function main() {
  const [mode, file] = process.argv.slice(2);
  const config = loadConfig();
  const kind = config.databaseUrl ? 'postgres' : 'pglite';
  if (mode === 'backup') {
    const target = path.resolve(file ?? defaultBackupName(kind));
    if (config.databaseUrl) await backupPostgres(config.databaseUrl, target);
    else await backupDataDir(config.dataDir, target);
    console.log(`Backup written to ${target}`);
  } else if (mode === 'restore') {
    if (!file) throw new Error('Name the backup file: npm run restore -- <file>');
    if (config.databaseUrl) await restorePostgres(path.resolve(file), config.databaseUrl);
    else await restoreDataDir(path.resolve(file), config.dataDir);
    console.log(
      `Restored ${path.resolve(file)} into ${config.databaseUrl ? 'the PostgreSQL database' : path.resolve(config.dataDir)}`,
    );
  } else {
    throw new Error('Usage: backup-cli.ts backup [file] | restore <file>');
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
