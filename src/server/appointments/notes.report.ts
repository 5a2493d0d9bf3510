import { monitoringLines } from '../../shared/appointment-notes';
import type { Db } from '../db/client';
import { latestMonitoringOf } from './notes.repository';

/** The progress report's "Monitoring": the lines of the package's latest note with any (decision 238). */
export async function latestMonitoringLines(db: Db, packageId: number): Promise<string[]> {
  const text = await latestMonitoringOf(db, packageId);
  return text ? monitoringLines(text) : [];
}
