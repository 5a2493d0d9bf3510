import { useQuery } from '@tanstack/react-query';
import type { PracticeIdentity, PrintSettings } from '../../shared/settings';
import { fetchData } from '../lib/api';

/**
 * The practice's name and logo for the app bar (issue 34: the bar showed NutriDesk's leaf while
 * the practice's logo reached only the PDF). Same query keys as Settings' own reads, so a save in
 * Settings → Practice or Logo & Disclaimer shows in the bar at once.
 */
export function usePracticeBrand(enabled: boolean) {
  const practice = useQuery({
    queryKey: ['settings-practice'],
    queryFn: () => fetchData<PracticeIdentity>('/api/v1/settings/practice'),
    enabled,
    staleTime: 5 * 60_000,
  });
  const print = useQuery({
    queryKey: ['print-pdf-settings-data'],
    queryFn: () => fetchData<PrintSettings>('/api/v1/settings/print-pdf-settings-data'),
    enabled,
    staleTime: 60_000,
  });
  return { name: practice.data?.name ?? 'NutriDesk', logoUrl: print.data?.logo_url ?? null };
}
