import type { Db } from '../client';
import { bodyParameters } from '../schema/index';
import { BODY_PARAMETERS } from './body-parameters-data';

export async function seedBodyParameters(db: Db): Promise<void> {
  await db
    .insert(bodyParameters)
    .values(BODY_PARAMETERS.map((p, i) => ({ ...p, sortOrder: i })))
    .onConflictDoNothing();
}
