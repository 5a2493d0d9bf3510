import { Alert, Anchor, Button, Group, Stack } from '@mantine/core';
import { IconArrowLeft, IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Loading } from './Loading';
import { PageHeader } from './PageHeader';
import { StatusBadge } from './StatusBadge';

/**
 * The frame of a record's details page (client, nutritionist): a link back to its list, the name
 * as heading with its status and Edit, or a 'not found' alert (a record the user may not see
 * answers 404 like a missing one, so both read the same).
 */
export function DetailsPage({
  back,
  notFound,
  failed,
  loading,
  title,
  status,
  onEdit,
  children,
}: {
  back: { to: string; label: string };
  notFound: { title: string; text: string };
  /** The id in the address is not a record id, or the record did not load. */
  failed: boolean;
  loading: boolean;
  title: string;
  status: string;
  onEdit: () => void;
  children: ReactNode;
}) {
  const backLink = (
    <Anchor component={Link} to={back.to} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden /> {back.label}
      </Group>
    </Anchor>
  );
  if (failed) {
    return (
      <Stack>
        {backLink}
        <Alert color="red" role="alert" title={notFound.title}>
          {notFound.text}
        </Alert>
      </Stack>
    );
  }
  if (loading) return <Loading />;
  return (
    <Stack gap="md">
      {backLink}
      <PageHeader
        title={title}
        actions={
          <>
            <StatusBadge status={status} size="lg" />
            <Button variant="default" leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
              Edit
            </Button>
          </>
        }
      />
      {children}
    </Stack>
  );
}

/** The record id in a details page's address, or null when it is not one. */
export function recordId(param: string | undefined): number | null {
  const id = Number.parseInt(param ?? '', 10);
  return Number.isInteger(id) && id > 0 ? id : null;
}
