import { useQuery } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';
import { practiceQuery } from '../settings/practice-query';
import { printSettingsQuery } from '../settings/print-settings-query';

/**
 * The practice's name and logo for the app bar (issue 34: the bar showed NutriDesk's leaf while
 * the practice's logo reached only the PDF). The logo comes with the print settings. Both are
 * Settings' own queries, so a save in Settings → Practice or Logo & Disclaimer shows in the bar at once.
 */
export function usePracticeBrand(enabled: boolean) {
  const practice = useQuery({ ...practiceQuery, enabled });
  const print = useQuery({ ...printSettingsQuery, enabled });
  return { name: practice.data?.name ?? 'NutriDesk', logoUrl: print.data?.logo_url ?? null };
}

/** Started by the app's entry for a signed-in browser (app/route-prefetch.ts): the bar draws with its brand. */
export function prefetchPracticeBrand() {
  queryClient.prefetchQuery(practiceQuery);
  queryClient.prefetchQuery(printSettingsQuery);
}
