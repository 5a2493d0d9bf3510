import { PRACTICE_PATH } from '../../shared/list-requests';
import type { PracticeIdentity } from '../../shared/settings';
import { fetchData } from '../lib/api';

export const PRACTICE_KEY = ['settings-practice'] as const;

/** The practice's name (Settings → Practice), also read by the app bar on every page. */
export const practiceQuery = {
  queryKey: PRACTICE_KEY,
  queryFn: () => fetchData<PracticeIdentity>(PRACTICE_PATH),
  staleTime: 5 * 60_000,
};
