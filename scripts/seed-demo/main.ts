// `npm run seed:demo`: a realistic practice to try the app with. Run it while the app is stopped.
import { and, inArray, notInArray } from 'drizzle-orm';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { packages } from '../../src/server/db/schema/index';
import { ensureFirstAdmin } from '../../src/server/db/seed/admin';
import { seedReferenceData } from '../../src/server/db/seed/reference';
import { DEMO_PASSWORD, demoAccounts, framed } from '../../src/server/lib/banner';
import { seedDemoPackages } from './packages';
import { seedDemoPeople } from './people';
import { seedDemoPlans } from './plans';
import { seedDemoVitals } from './vitals';

async function main() {
  const config = loadConfig();
  // The embedded database's folder lock refuses to open while the app runs (decision 060).
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
    const readingSets = await seedDemoVitals(database.db, packageIds);
    const accounts = await demoAccounts(database.db);
    console.log(
      `\n${framed([
        `Demo practice ready: ${people.nutritionistIds.length} nutritionists, ${people.clientIds.length} clients,`,
        `${packageIds.length} packages, plans for ${working.length} of them, ${readingSets} body-parameter reading sets.`,
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
