import { useQuery } from '@tanstack/react-query';
import type { PrintSettings } from '../../shared/settings';
import { fetchData } from '../lib/api';

export const PRINT_SETTINGS_KEY = ['print-pdf-settings-data'] as const;

/** The practice's logo and disclaimers: edited in Settings, printed on every plan. */
export function usePrintSettings(enabled = true) {
  return useQuery({
    queryKey: PRINT_SETTINGS_KEY,
    queryFn: () => fetchData<PrintSettings>('/api/v1/settings/print-pdf-settings-data'),
    enabled,
    staleTime: 60_000,
  });
}
