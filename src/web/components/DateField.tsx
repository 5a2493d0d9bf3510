import { DateInput, type DateInputProps } from '@mantine/dates';
import '@mantine/dates/styles.css';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { type FocusEvent, useEffect, useRef, useState } from 'react';

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

const isIsoDate = (v: string | null | undefined): v is string =>
  !!v && dayjs(v, 'YYYY-MM-DD', true).isValid();

/**
 * For a filter: passes on a date or a clearing, never text the field could not read (the field
 * shows why under itself, and the list keeps its filter meanwhile).
 */
export const onlyDates =
  (apply: (value: string) => void) =>
  (value: string): void => {
    if (!value || isIsoDate(value)) apply(value);
  };

export const DATE_FIELD_MESSAGES = {
  unreadable: 'Please enter the date as DD-MMM-YYYY, for example 05-Mar-2026',
  after: (max: string) => `Please enter a date on or before ${dayjs(max).format('DD-MMM-YYYY')}`,
  before: (min: string) => `Please enter a date on or after ${dayjs(min).format('DD-MMM-YYYY')}`,
} as const;

type Props = Omit<
  DateInputProps,
  'value' | 'onChange' | 'valueFormat' | 'dateParser' | 'minDate' | 'maxDate'
> & {
  /** ISO 'YYYY-MM-DD', empty, or text the field could not read (kept so the form refuses it). */
  value?: string | null;
  /**
   * ISO 'YYYY-MM-DD'; '' when cleared (forms keep empty fields as ''); or, when the person leaves
   * text that is no date, that text as typed: the form's own check (and the server's) then
   * refuses it under the field instead of saving an empty or an older date.
   */
  onChange: (value: string) => void;
  minDate?: string;
  maxDate?: string;
};

/**
 * A date field that reads and writes DD-MMM-YYYY like the rest of the app (not the browser's
 * locale, which showed mm/dd/yyyy), with a calendar; the value stays ISO on the wire. Text it
 * cannot read is an error under the field when the person leaves it (issue 25), never a silently
 * emptied field.
 */
export function DateField({
  value,
  onChange,
  placeholder = 'DD-MMM-YYYY',
  onFocus,
  onBlur,
  onClick,
  error,
  minDate,
  maxDate,
  ...rest
}: Props) {
  // The calendar opens on click and closes once a typed date is complete, like a picked one:
  // someone who types '11-Feb-2026' does not want a calendar left over the next field.
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // While the form holds unreadable text, the calendar keeps the last date it had: giving it
  // null would make Mantine empty the text the person is about to correct.
  const lastDate = useRef<string | null>(isIsoDate(value) ? value : null);
  if (isIsoDate(value)) lastDate.current = value;
  else if (!value) lastDate.current = null;
  // A form reset to '' after unreadable text: draw the field afresh (Mantine keeps its text).
  const [generation, setGeneration] = useState(0);
  const heldText = useRef(false);
  useEffect(() => {
    if (!value && heldText.current) {
      heldText.current = false;
      setProblem(null);
      setGeneration((g) => g + 1);
    }
  }, [value]);

  /** What is wrong with the text left in the field, or null. */
  function check(text: string): string | null {
    if (!text.trim()) return null;
    const iso = parseDateText(text);
    if (!iso) return DATE_FIELD_MESSAGES.unreadable;
    if (maxDate && iso > maxDate) return DATE_FIELD_MESSAGES.after(maxDate);
    if (minDate && iso < minDate) return DATE_FIELD_MESSAGES.before(minDate);
    return null;
  }

  function leave(text: string) {
    const found = check(text);
    setProblem(found);
    if (found) {
      heldText.current = true;
      onChange(text.trim());
    } else if (!text.trim() && value) {
      // Emptied by hand (Mantine clears only clearable fields): empty, not the older date.
      onChange('');
    } else if (text.trim() && dayjs(parseDateText(text)).format('DD-MMM-YYYY') !== text.trim()) {
      // '1988-08-12' or '12/08/1988' read well: shown the app's way once the person leaves
      // (the text is kept as typed only when it is wrong). A fresh field draws the value anew.
      setGeneration((g) => g + 1);
    }
  }

  return (
    <DateInput
      key={generation}
      valueFormat="DD-MMM-YYYY"
      dateParser={parseDateText}
      placeholder={placeholder}
      value={isIsoDate(value) ? value : lastDate.current}
      minDate={minDate}
      maxDate={maxDate}
      // The text stays as typed on leaving, so a mistake can be seen and corrected.
      fixOnBlur={false}
      error={problem ?? error}
      onChange={(v) => {
        setOpen(false);
        setProblem(null);
        heldText.current = false;
        onChange(v ? dayjs(v).format('YYYY-MM-DD') : '');
      }}
      // Tabbing in does not open the calendar over the next fields; a click (or ArrowDown) does.
      onFocus={onFocus}
      onClick={(e) => {
        setOpen(true);
        onClick?.(e);
      }}
      onBlur={(e: FocusEvent<HTMLInputElement>) => {
        setOpen(false);
        leave(e.currentTarget.value);
        onBlur?.(e);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') setOpen(false);
        if (e.key === 'ArrowDown') setOpen(true);
        // Enter in a date field never submits its form (issue 56: Enter in a package's start
        // date saved two half-filled packages): it checks the text and closes the calendar.
        if (e.key === 'Enter') {
          e.preventDefault();
          setOpen(false);
          leave(e.currentTarget.value);
        }
      }}
      popoverProps={{ withinPortal: true, opened: open, onDismiss: () => setOpen(false) }}
      clearButtonProps={{ 'aria-label': 'Clear date' }}
      {...rest}
    />
  );
}
