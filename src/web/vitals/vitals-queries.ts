import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyParameter, VitalSetDetails, VitalSetRow, VitalsReportData } from '../../shared/vitals';
import { apiWrite, fetchData } from '../lib/api';

const VITALS_KEY = ['vitals'] as const;

export function useVitalSets(clientId: number) {
  return useQuery({
    queryKey: [...VITALS_KEY, 'sets', clientId],
    queryFn: () =>
      fetchData<VitalSetRow[]>('/api/v1/vital/bodyparams/body-vital-lists', { client_id: clientId }),
    enabled: clientId > 0,
  });
}

export function useVitalSet(id: number | null) {
  return useQuery({
    queryKey: [...VITALS_KEY, 'set', id],
    queryFn: () => fetchData<VitalSetDetails>('/api/v1/vital/bodyparams/body-param', { id: id ?? 0 }),
    enabled: Boolean(id),
  });
}

export function useVitalsReport(clientId: number, enabled = true) {
  return useQuery({
    queryKey: [...VITALS_KEY, 'report', clientId],
    queryFn: () => fetchData<VitalsReportData>('/api/v1/vital/bodyparams/report', { client_id: clientId }),
    enabled: enabled && clientId > 0,
  });
}

export function useBodyParameters() {
  return useQuery({
    queryKey: ['body-parameters'],
    queryFn: () => fetchData<BodyParameter[]>('/api/v1/bodyvitals'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Add (no id) or edit a reading set or nutrition PDF: multipart with json, file and nutriFile. */
export function useSaveVitalSet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      json,
      file,
      nutriFile,
    }: {
      json: Record<string, unknown>;
      file?: File | null;
      nutriFile?: File | null;
    }) => {
      const form = new FormData();
      form.append('json', JSON.stringify(json));
      if (file) form.append('file', file);
      if (nutriFile) form.append('nutriFile', nutriFile);
      return apiWrite<VitalSetDetails>(
        json.id ? '/api/v1/vital/bodyparams/edit' : '/api/v1/vital/bodyparams/create',
        form,
      );
    },
    onSuccess: () => client.invalidateQueries({ queryKey: VITALS_KEY }),
  });
}
