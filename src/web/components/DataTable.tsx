import { Paper, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState';
import { Loading } from './Loading';

export type SortOrder = 'asc' | 'desc';

export type Column<T> = {
  /** Column id; also the `col` sent to the API when sortable. */
  key: string;
  label: string;
  sortable?: boolean;
  render?: (row: T) => ReactNode;
  width?: number | string;
  align?: 'left' | 'right' | 'center';
};

type Props<T> = {
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
};

/** The one list table: sortable headers, sticky header, 'Loading...' and the empty state. */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  loading,
  emptyMessage,
  emptyAction,
  sort,
  onSort,
  caption,
  minWidth = 720,
}: Props<T>) {
  if (loading && !rows) return <Loading />;
  if (!rows || rows.length === 0) {
    return (
      <Paper withBorder>
        <EmptyState message={emptyMessage} action={emptyAction} />
      </Paper>
    );
  }
  return (
    <Paper withBorder style={{ overflow: 'hidden' }}>
      <Table.ScrollContainer minWidth={minWidth} maxHeight="calc(100vh - 260px)">
        <Table stickyHeader striped highlightOnHover verticalSpacing="xs" aria-busy={loading || undefined}>
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
                    {c.render ? c.render(row) : String((row as Record<string, unknown>)[c.key] ?? '')}
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
