import { DateInput, type DateInputProps } from '@mantine/dates';
import '@mantine/dates/styles.css';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useState } from 'react';

dayjs.extend(customParseFormat);

/** What a person may type: the app's DD-MMM-YYYY, the ISO form, or DD/MM/YYYY (Indian order). */
const INPUT_FORMATS = ['DD-MMM-YYYY', 'D-MMM-YYYY', 'DD MMM YYYY', 'YYYY-MM-DD', 'DD/MM/YYYY', 'D/M/YYYY'];

export function parseDateText(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  for (const format of INPUT_FORMATS) {
    const d = dayjs(trimmed, format, true);
    if (d.isValid()) return d.format('YYYY-MM-DD');
  }
  return null;
}

type Props = Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat' | 'dateParser'> & {
  /** ISO 'YYYY-MM-DD' or empty. */
  value?: string | null;
  /** ISO 'YYYY-MM-DD', or '' when cleared (forms keep empty fields as ''). */
  onChange: (iso: string) => void;
};

/**
 * A date field that reads and writes DD-MMM-YYYY like the rest of the app (not the browser's
 * locale, which showed mm/dd/yyyy), with a calendar; the value stays ISO on the wire.
 */
export function DateField({
  value,
  onChange,
  placeholder = 'DD-MMM-YYYY',
  onFocus,
  onBlur,
  onClick,
  ...rest
}: Props) {
  // The calendar opens on click and closes once a typed date is complete, like a picked one:
  // someone who types '11-Feb-2026' does not want a calendar left over the next field.
  const [open, setOpen] = useState(false);
  return (
    <DateInput
      valueFormat="DD-MMM-YYYY"
      dateParser={parseDateText}
      placeholder={placeholder}
      value={value || null}
      onChange={(v) => {
        setOpen(false);
        onChange(v ? dayjs(v).format('YYYY-MM-DD') : '');
      }}
      // Tabbing in does not open the calendar over the next fields; a click (or ArrowDown) does.
      onFocus={onFocus}
      onClick={(e) => {
        setOpen(true);
        onClick?.(e);
      }}
      onBlur={(e) => {
        setOpen(false);
        onBlur?.(e);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') setOpen(false);
        if (e.key === 'ArrowDown') setOpen(true);
      }}
      popoverProps={{ withinPortal: true, opened: open, onDismiss: () => setOpen(false) }}
      clearButtonProps={{ 'aria-label': 'Clear date' }}
      {...rest}
    />
  );
}
