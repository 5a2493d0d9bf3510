// `npm run seed:demo`: a realistic practice to try the app with. Run it while the app is stopped.
import { and, inArray, notInArray } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { openDatabase } from '../client';
import { packages } from '../schema/index';
import { ensureFirstAdmin } from './admin';
import { seedDemoPackages } from './demo-packages';
import { DEMO_PASSWORD, seedDemoPeople } from './demo-people';
import { seedDemoPlans } from './demo-plans';
import { seedDemoVitals } from './demo-vitals';
import { seedReferenceData } from './reference';

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
    console.log(
      [
        '',
        `  Demo practice ready: ${people.nutritionistIds.length} nutritionists, ${people.clientIds.length} clients, ${packageIds.length} packages, plans for ${working.length} of them, ${readingSets} body-parameter reading sets.`,
        `  Nutritionists sign in with their e-mail (for example ananya.krishnan@demo.nutrition.in) and ${DEMO_PASSWORD}.`,
        admin?.password ? `  Admin: ${admin.email} / ${admin.password}   (shown once)` : '',
        '  Start the app with npm start.',
        '',
      ]
        .filter((line, i) => line !== '' || i === 0)
        .join('\n'),
    );
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
