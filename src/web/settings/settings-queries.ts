import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PRACTICE_PATH } from '../../shared/list-requests';
import {
  type ChangePasswordInput,
  type FoodConfigEntry,
  type FoodConfigRow,
  type FoodSourceResult,
  type HingSetting,
  type PracticeIdentity,
  type PracticeInput,
  type PrintSettings,
  SYNC_ENDPOINTS,
} from '../../shared/settings';
import { ApiError, apiWrite, apiWriteByGet, fetchData } from '../lib/api';
import { PRACTICE_KEY, practiceQuery } from './practice-query';
import { PRINT_SETTINGS_KEY } from './print-settings-query';

export type SyncKey = keyof typeof SYNC_ENDPOINTS;
type Synced = { sources?: FoodSourceResult[] };

/** What a sync reports per food database, whether it succeeded or failed. */
export function syncedSources(outcome: { data?: Synced | null } | ApiError | null): FoodSourceResult[] {
  if (!outcome) return [];
  if (outcome instanceof ApiError) return (outcome.envelope?.data as Synced | null)?.sources ?? [];
  return outcome.data?.sources ?? [];
}

/** One Sync Data button; lists and numbers the sync may have changed are read again when next shown. */
export function useSync() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (key: SyncKey) => apiWriteByGet<Synced>(SYNC_ENDPOINTS[key]),
    onSettled: () => client.invalidateQueries(),
  });
}

const FOOD_CONFIG_KEY = ['food-config-value'] as const;
const FOOD_CONFIG_PATH = '/api/v1/settings/food-config-value';

export function useFoodConfig() {
  return useQuery({ queryKey: FOOD_CONFIG_KEY, queryFn: () => fetchData<FoodConfigRow[]>(FOOD_CONFIG_PATH) });
}

/** Saves the whole list of food databases (an entry's errors come back keyed `index.field`). */
export function useSaveFoodConfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (list: FoodConfigEntry[]) =>
      apiWrite<FoodConfigRow[]>(
        FOOD_CONFIG_PATH,
        list.map(({ name, sheetId }) => ({ name, sheetId })),
      ),
    onSuccess: (written) => client.setQueryData(FOOD_CONFIG_KEY, written.data),
  });
}

/** Logo & Disclaimer: the file in `logo`, the texts as JSON in `json`. */
export function useSavePrintSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ exists, body }: { exists: boolean; body: FormData }) =>
      apiWrite<PrintSettings>(`/api/v1/settings/${exists ? 'edit' : 'create'}`, body),
    onSuccess: (written) => client.setQueryData(PRINT_SETTINGS_KEY, written.data),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (values: ChangePasswordInput) => apiWrite('/api/v1/user/edit', values),
  });
}

/** Settings → Practice: the saved identity and the PRACTICE_NAME default it falls back to. */
export function usePractice() {
  return useQuery({ queryKey: PRACTICE_KEY, queryFn: practiceQuery.queryFn });
}

export function useSavePractice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: PracticeInput) => apiWrite<PracticeIdentity>(PRACTICE_PATH, values),
    onSuccess: (written) => client.setQueryData(PRACTICE_KEY, written.data),
  });
}

const HING_KEY = ['settings-hing'] as const;
const HING_PATH = '/api/v1/settings/hing';

/** The practice's hing (decision 182): gluten-free or compounded with wheat flour. */
export function useHing() {
  return useQuery({ queryKey: HING_KEY, queryFn: () => fetchData<HingSetting>(HING_PATH) });
}

export function useSaveHing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: HingSetting) => apiWrite<HingSetting>(HING_PATH, values),
    onSuccess: (written) => client.setQueryData(HING_KEY, written.data),
  });
}
