import { Alert, Box, Button, Group, Loader, Paper, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import { type ReactNode, useDeferredValue } from 'react';
import { EmptyState } from './EmptyState';
import { Loading } from './Loading';
import { PHONE_QUERY } from './phone-query';

export type SortOrder = 'asc' | 'desc';

export type Column<T> = {
  /** Column id; also the `col` sent to the API when sortable. */
  key: string;
  label: string;
  sortable?: boolean;
  render?: (row: T) => ReactNode;
  width?: number | string;
  align?: 'left' | 'right' | 'center';
  /** Left out of the phone cards (a detail the card's title or another field already says). */
  hideOnCard?: boolean;
};

export type DataTableProps<T> = {
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  loading?: boolean;
  emptyMessage: string;
  emptyAction?: ReactNode;
  sort?: { col: string; order: SortOrder };
  onSort?: (col: string) => void;
  caption?: string;
  minWidth?: number;
  /** The list query's error: the list says it could not be loaded (never the empty-state text). */
  error?: Error | null;
  /** Loads the list again (the query's refetch). */
  onRetry?: () => void;
};

/** A list whose load failed says so, with the reason and a Retry button. */
function LoadFailed({ error, onRetry }: { error: Error; onRetry?: () => void }) {
  return (
    <Alert color="red" role="alert" title="The list could not be loaded." data-testid="list-error">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{error.message}</Text>
        {onRetry && (
          <Button size="xs" variant="default" onClick={onRetry}>
            Retry
          </Button>
        )}
      </Group>
    </Alert>
  );
}

/**
 * The one list table: sortable headers, 'Loading...', the empty state, and on phones one card per
 * row (the first column as its title, the 'action' column at its foot). The page scrolls, not the
 * table: one scroll bar, and the pagination below the table is always reachable.
 */
export function DataTable<T>({
  columns,
  rows: latestRows,
  rowKey,
  loading,
  emptyMessage,
  emptyAction,
  sort,
  onSort,
  caption,
  minWidth = 720,
  error,
  onRetry,
}: DataTableProps<T>) {
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  // New rows are drawn in a deferred render, which React splits into short slices, so a page's
  // rows arriving never block the main thread for the whole table at once (decision 085).
  const rows = useDeferredValue(latestRows);
  if (!rows && (loading || latestRows)) return <Loading />;
  // A failed load with no rows to keep shows the failure in their place; with older rows kept
  // (a failed refresh), the failure stands above them.
  const failed = error && !loading ? <LoadFailed error={error} onRetry={onRetry} /> : null;
  if (failed && (!rows || rows.length === 0)) return failed;
  if (!rows || rows.length === 0) {
    return (
      <Paper withBorder>
        <EmptyState message={emptyMessage} action={emptyAction} />
      </Paper>
    );
  }
  const cell = (c: Column<T>, row: T) =>
    c.render ? c.render(row) : String((row as Record<string, unknown>)[c.key] ?? '');

  // Old rows stay while a new filter or page loads: say so above them (not by dimming them,
  // which would drop their text below the contrast minimum).
  const refreshing = loading ? (
    <Group gap="xs" role="status" aria-live="polite" px="sm" py={4} className="list-refreshing">
      <Loader size="xs" aria-hidden />
      <Text size="sm" c="dimmed">
        Loading...
      </Text>
    </Group>
  ) : null;

  if (phone) {
    const [title, ...rest] = columns;
    const action = rest.find((c) => c.key === 'action');
    const fields = rest.filter((c) => c.key !== 'action' && !c.hideOnCard);
    return (
      <Box aria-busy={loading || undefined}>
        {failed}
        {refreshing}
        <Stack gap="sm" component="ul" p={0} m={0} aria-label={caption}>
          {rows.map((row) => (
            <Paper
              component="li"
              key={rowKey(row)}
              withBorder
              p="sm"
              radius="md"
              style={{ listStyle: 'none' }}
            >
              <Box fw={600} mb={6}>
                {cell(title, row)}
              </Box>
              <Box
                component="dl"
                m={0}
                style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2px 12px' }}
              >
                {fields.map((c) => {
                  const value = cell(c, row);
                  // A card leaves out what is empty; a table keeps the column.
                  if (value === '' || value === null || value === undefined) return null;
                  return (
                    <Box key={c.key} style={{ display: 'contents' }}>
                      <Text component="dt" size="sm" c="dimmed">
                        {c.label}
                      </Text>
                      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                        {value}
                      </Text>
                    </Box>
                  );
                })}
              </Box>
              {action && <Box mt="xs">{cell(action, row)}</Box>}
            </Paper>
          ))}
        </Stack>
      </Box>
    );
  }

  return (
    <Paper withBorder style={{ overflow: 'hidden' }}>
      {failed}
      {refreshing}
      <Table.ScrollContainer minWidth={minWidth} type="native">
        <Table striped highlightOnHover verticalSpacing="xs" aria-busy={loading || undefined}>
          {caption && <caption className="sr-only">{caption}</caption>}
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => {
                const active = sort?.col === c.key;
                const ariaSort = active ? (sort!.order === 'asc' ? 'ascending' : 'descending') : undefined;
                return (
                  <Table.Th
                    key={c.key}
                    style={{ width: c.width, textAlign: c.align }}
                    aria-sort={c.sortable ? (ariaSort ?? 'none') : undefined}
                  >
                    {c.sortable && onSort ? (
                      <UnstyledButton
                        onClick={() => onSort(c.key)}
                        style={{ display: 'inline-flex', alignItems: 'center', gap: 4, fontWeight: 600 }}
                      >
                        <Text span fw={600} size="sm">
                          {c.label}
                        </Text>
                        {active ? (
                          sort!.order === 'asc' ? (
                            <IconArrowUp size={14} aria-hidden />
                          ) : (
                            <IconArrowDown size={14} aria-hidden />
                          )
                        ) : (
                          <IconArrowsSort size={14} color="var(--mantine-color-gray-5)" aria-hidden />
                        )}
                      </UnstyledButton>
                    ) : (
                      c.label
                    )}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((c) => (
                  <Table.Td key={c.key} style={{ textAlign: c.align }}>
                    {cell(c, row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
