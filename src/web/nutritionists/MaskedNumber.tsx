import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { maskIdNumber } from '../../shared/nutritionist-options';

/**
 * An Aadhaar or PAN number shown as its last four until an admin presses Show (people read
 * screens over shoulders); Hide masks it again.
 */
export function MaskedNumber({
  value,
  label,
  canReveal,
}: {
  value: string | null;
  label: string;
  canReveal: boolean;
}) {
  const [shown, setShown] = useState(false);
  if (!value) return null;
  const masked = maskIdNumber(value);
  // The server sends non-admins the masked form already: nothing to reveal.
  if (!canReveal || masked === value) return <Text span>{masked}</Text>;
  return (
    <Group gap="xs" wrap="nowrap" component="span">
      <Text span ff="monospace">
        {shown ? value : masked}
      </Text>
      <Button
        size="compact-xs"
        variant="subtle"
        onClick={() => setShown((s) => !s)}
        aria-label={`${shown ? 'Hide' : 'Show'} ${label}`}
      >
        {shown ? 'Hide' : 'Show'}
      </Button>
    </Group>
  );
}
