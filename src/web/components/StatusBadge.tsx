import { Badge, type BadgeProps } from '@mantine/core';

/**
 * Every status in a list (clients, nutritionists, packages, plans) looks the same: a dot badge.
 * Statuses come from server lists; known ones get a colour, others neutral.
 */
function statusColor(status: string): string {
  const s = status.toLowerCase();
  if (s === 'active') return 'teal';
  if (s === 'inactive' || s === 'cancelled') return 'gray.6';
  if (s === 'completed' || s === 'survey response received') return 'blue';
  if (s === 'new') return 'indigo';
  return 'yellow';
}

export function StatusBadge({
  status,
  label = status,
  size = 'md',
}: {
  status: string;
  /** What to show when it differs from the stored value ('Assessment Response Pending'). */
  label?: string;
  size?: BadgeProps['size'];
}) {
  return (
    <Badge
      variant="dot"
      color={statusColor(status)}
      size={size}
      radius="sm"
      tt="none"
      styles={{
        root: { height: 'auto', minHeight: 'var(--badge-height)', maxWidth: '100%' },
        // Long statuses ('Assessment Response Pending') wrap instead of ending in '...'.
        label: { whiteSpace: 'normal', overflow: 'visible' },
      }}
    >
      {label}
    </Badge>
  );
}
