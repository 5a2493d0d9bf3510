import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';

/** A list row's View (a link to its page) and Edit (opens the form) buttons, named for the row. */
export function ViewEditButtons({ to, name, onEdit }: { to: string; name: string; onEdit: () => void }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Button component={Link} to={to} size="compact-sm" variant="outline" aria-label={`View ${name}`}>
        View
      </Button>
      <Button size="compact-sm" variant="default" onClick={onEdit} aria-label={`Edit ${name}`}>
        Edit
      </Button>
    </Group>
  );
}
