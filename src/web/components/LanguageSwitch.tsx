import { Button, Group } from '@mantine/core';
import { HindiWord } from './HindiWord';

type Language = 'en' | 'hi';

/**
 * English | हिन्दी on the pages a client opens without signing in (the booking page, the invoice
 * link): the pressed one is the page's language.
 */
export function LanguageSwitch<L extends Language>({
  lang,
  onChange,
  label,
  testId,
}: {
  lang: L;
  onChange: (lang: L) => void;
  label: string;
  testId: string;
}) {
  return (
    <Group gap={4} role="group" aria-label={label} wrap="nowrap" data-testid={testId}>
      {(
        [
          { value: 'en', label: 'English' },
          // A path, not text: an English page has no Devanagari font (decision 267).
          { value: 'hi', label: <HindiWord /> },
        ] as const
      ).map((o) => (
        <Button
          key={o.value}
          size="xs"
          variant={lang === o.value ? 'filled' : 'default'}
          aria-pressed={lang === o.value}
          onClick={() => onChange(o.value as L)}
        >
          {o.label}
        </Button>
      ))}
    </Group>
  );
}
