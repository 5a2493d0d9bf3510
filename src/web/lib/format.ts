import dayjs from 'dayjs';

/** DD-MMM-YYYY, e.g. 05-Mar-2026 (SPEC §9). Empty for no date. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const d = dayjs(value);
  return d.isValid() ? d.format('DD-MMM-YYYY') : '';
}

/**
 * DD-MMM-YYYY hh:mm:ss A for created-at values: SPEC §9's 12-hour clock, with AM/PM so that
 * 04:21 in the afternoon is not read as early morning (docs/decisions/036).
 */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const d = dayjs(value);
  return d.isValid() ? d.format('DD-MMM-YYYY hh:mm:ss A') : '';
}

/** 'HH:mm' or 'HH:mm:ss' → 'hh:mm A'. */
export function formatTime12(value: string | null | undefined): string {
  if (!value) return '';
  const [h, m] = value.split(':').map(Number);
  if (Number.isNaN(h) || Number.isNaN(m)) return '';
  const suffix = h >= 12 ? 'PM' : 'AM';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${String(hour).padStart(2, '0')}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** Made on first use: building an Intl formatter loads locale data, too slow for every page's start. */
let rupees: Intl.NumberFormat | undefined;

/** ₹ with Indian grouping: 120000 → ₹1,20,000. */
export function formatMoney(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return '';
  rupees ??= new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 2,
    minimumFractionDigits: 0,
  });
  return rupees.format(n);
}

/** 'Asha Iyer' from first and last name; a missing part is left out. */
export const fullName = (first?: string | null, last?: string | null) =>
  [first, last].filter(Boolean).join(' ');
