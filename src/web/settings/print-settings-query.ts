import { useQuery } from '@tanstack/react-query';
import { PRINT_SETTINGS_PATH } from '../../shared/list-requests';
import type { PrintSettings } from '../../shared/settings';
import { fetchData } from '../lib/api';

export const PRINT_SETTINGS_KEY = ['print-pdf-settings-data'] as const;

export const printSettingsQuery = {
  queryKey: PRINT_SETTINGS_KEY,
  queryFn: () => fetchData<PrintSettings>(PRINT_SETTINGS_PATH),
  staleTime: 60_000,
};

/** The practice's logo and disclaimers: edited in Settings, printed on every plan. */
export function usePrintSettings(enabled = true) {
  return useQuery({ ...printSettingsQuery, enabled });
}
