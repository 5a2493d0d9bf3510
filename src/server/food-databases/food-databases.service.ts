import type { FoodConfigEntry, FoodConfigRow } from '../../shared/settings';
import { type Db, inTransaction } from '../db/client';
import { writeAudit } from '../lib/audit';
import { listFoodConfig, replaceFoodConfig } from './food-databases.repository';

/** Makes the configured food databases equal to `entries`; the list and its audit row commit together. */
export function saveFoodConfig(
  db: Db,
  entries: FoodConfigEntry[],
  by: { userId: number; ip: string },
): Promise<FoodConfigRow[]> {
  return inTransaction(db, async (tx) => {
    const before = await listFoodConfig(tx);
    await replaceFoodConfig(tx, entries);
    const saved = await listFoodConfig(tx);
    await writeAudit(tx, {
      userId: by.userId,
      action: 'update',
      entity: 'food_config',
      entityId: null,
      changes: {
        from: before.map((r) => ({ name: r.name, sheetId: r.sheetId })),
        to: saved.map((r) => ({ name: r.name, sheetId: r.sheetId })),
      },
      ip: by.ip,
    });
    return saved;
  });
}
