import { Badge, type BadgeProps } from '@mantine/core';

/** Client and nutritionist statuses come from server lists; known ones get a colour, others neutral. */
function statusColor(status: string): string {
  const s = status.toLowerCase();
  if (s === 'active') return 'teal';
  if (s === 'inactive') return 'gray.6';
  if (s === 'completed') return 'blue';
  return 'yellow';
}

export function StatusBadge({ status, size = 'md' }: { status: string; size?: BadgeProps['size'] }) {
  return (
    <Badge variant="dot" color={statusColor(status)} size={size} radius="sm" tt="none">
      {status}
    </Badge>
  );
}
