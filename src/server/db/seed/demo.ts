// `npm run seed:demo`: a realistic practice to try the app with. Run it while the app is stopped.
import net from 'node:net';
import { and, inArray, notInArray } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { demoAccounts, framed } from '../../lib/banner';
import { openDatabase } from '../client';
import { packages } from '../schema/index';
import { ensureFirstAdmin } from './admin';
import { seedDemoPackages } from './demo-packages';
import { DEMO_PASSWORD, seedDemoPeople } from './demo-people';
import { seedDemoPlans } from './demo-plans';
import { seedReferenceData } from './reference';

/** True when something answers on the app's port: the embedded database allows one process. */
function portInUse(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

async function main() {
  const config = loadConfig();
  if (!config.databaseUrl && (await portInUse(config.host, config.port))) {
    throw new Error(
      `Something is running on port ${config.port}: stop the app first (the embedded database in ${config.dataDir} allows one process), then run npm run seed:demo again.`,
    );
  }
  const database = await openDatabase(config);
  try {
    await database.migrate();
    await seedReferenceData(database.db);
    const admin = await ensureFirstAdmin(database.db, config.adminEmail, config.adminPassword);
    const people = await seedDemoPeople(database.db);
    const packageIds = await seedDemoPackages(database.db, people);
    // Plans only where the work has started: not for new or cancelled packages.
    const working = packageIds.length
      ? (
          await database.db
            .select({ id: packages.id })
            .from(packages)
            .where(and(inArray(packages.id, packageIds), notInArray(packages.status, ['New', 'Cancelled'])))
        ).map((p) => p.id)
      : [];
    await seedDemoPlans(database.db, working);
    const accounts = await demoAccounts(database.db);
    console.log(
      `\n${framed([
        `Demo practice ready: ${people.nutritionistIds.length} nutritionists, ${people.clientIds.length} clients,`,
        `${packageIds.length} packages, plans for ${working.length} of them.`,
        '',
        `Demo nutritionists (password ${DEMO_PASSWORD}):`,
        ...accounts.map((email) => `  ${email}`),
        ...(admin?.password
          ? ['', 'Admin (shown this once):', `  e-mail    ${admin.email}`, `  password  ${admin.password}`]
          : ['', 'Admins sign in with their own account.']),
        '',
        'Start the app with npm start; its start banner lists the demo accounts again.',
      ])}\n`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
