import type { Db } from '../db/client';
import { ValidationError } from '../lib/errors';
import { type Override, refuseUnsafeItems } from '../restrictions/index';
import { activeFoodIds, type MealItemInput } from './meals.repository';

/**
 * Checks the items of a meal against the food table and each other: every food exists, and an
 * alternative (ref_id) points at another main item of the same meal, never at an alternative.
 * Given the client, a food the client must not have needs an override reason (issue 26);
 * answers the overrides for the meal's audit.
 */
export async function checkItems(
  db: Db,
  items: MealItemInput[],
  client?: { clientId: number },
): Promise<Override[]> {
  const known = await activeFoodIds(db, [...new Set(items.map((i) => i.id))]);
  const mains = new Set(items.filter((i) => !i.ref_id).map((i) => i.id));
  const errors: Record<string, string> = {};
  items.forEach((item, index) => {
    if (!known.has(item.id)) errors[`items.${index}.id`] = 'This food is not in the food database';
    if (item.ref_id && (item.ref_id === item.id || !mains.has(item.ref_id)))
      errors[`items.${index}.ref_id`] = 'An alternative must point at a main item of the same meal';
  });
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return client ? refuseUnsafeItems(db, client.clientId, items) : [];
}
