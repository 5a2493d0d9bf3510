import { useMutation, useQuery } from '@tanstack/react-query';
import { PROGRESS_REPORT_PATH, type ProgressReportShare } from '../../shared/progress-report';
import { ApiError, apiWrite, fetchData } from '../lib/api';

/** The WhatsApp text and the client's contacts; fails (422) with the reason when there is nothing to report. */
export function useProgressShare(packageId: number | null) {
  return useQuery({
    queryKey: ['progress-report-share', packageId],
    queryFn: () => fetchData<ProgressReportShare>(`${PROGRESS_REPORT_PATH}/share`, { package_id: packageId }),
    enabled: packageId !== null,
    retry: false,
  });
}

export function useEmailProgressReport() {
  return useMutation({
    mutationFn: (packageId: number) =>
      apiWrite<{ mail_id: number; to_address: string }>(`${PROGRESS_REPORT_PATH}/email`, {
        package_id: packageId,
      }),
  });
}

/** The file name the server chose (Content-Disposition filename*, else filename). */
function fileNameOf(disposition: string | null): string {
  const star = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (star) return decodeURIComponent(star);
  return disposition?.match(/filename="?([^";]+)"?/i)?.[1] ?? 'Progress-Report.pdf';
}

/**
 * Fetches the PDF and saves it as a download: a POST (like every report of a client's data), so
 * not a link; a refusal comes back as the JSON envelope and is thrown with its message.
 */
export async function downloadProgressReport(packageId: number): Promise<string> {
  const response = await fetch(PROGRESS_REPORT_PATH, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ package_id: packageId }),
  });
  if (!response.ok || !response.headers.get('content-type')?.includes('application/pdf')) {
    const envelope = await response.json().catch(() => undefined);
    throw new ApiError(
      envelope?.message ?? `The server answered ${response.status}.`,
      response.status,
      envelope,
    );
  }
  const name = fileNameOf(response.headers.get('content-disposition'));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
