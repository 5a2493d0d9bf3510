import { Badge, Group, TextInput } from '@mantine/core';
import { IconAlertOctagon } from '@tabler/icons-react';
import type { EditorItem } from './meal-editor';

type Props = {
  item: EditorItem;
  /** Why the client must not have this food ("contains groundnut: peanut allergy"); empty = fine. */
  reasons: string[];
  showError: boolean;
  onChange: (reason: string) => void;
};

/**
 * Under a meal item the client must not have: the conflict mark with its reason, and the
 * override reason without which the meal is not saved (issue 26; the server audits it).
 */
export function OverrideField({ item, reasons, showError, onChange }: Props) {
  if (!reasons.length) return null;
  const missing = !item.overrideReason?.trim();
  return (
    <Group
      gap="xs"
      align="flex-start"
      wrap="wrap"
      pl={item.refKey ? 28 : 0}
      pb="xs"
      data-testid="restriction-mark"
    >
      {reasons.map((r) => (
        <Badge
          key={r}
          color="red"
          variant="light"
          leftSection={<IconAlertOctagon size={12} aria-hidden />}
          style={{ textTransform: 'none', maxWidth: '100%', height: 'auto', whiteSpace: 'normal' }}
        >
          {item.label}: {r}
        </Badge>
      ))}
      <TextInput
        size="xs"
        style={{ flex: 1, minWidth: 220 }}
        label={`Reason to keep ${item.label} (override)`}
        placeholder="e.g. advised by the client's allergist"
        value={item.overrideReason ?? ''}
        onChange={(e) => onChange(e.currentTarget.value)}
        error={showError && missing ? 'Give a reason for the override, or remove the food' : undefined}
        required
      />
    </Group>
  );
}
