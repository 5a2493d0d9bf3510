import { Table, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A short table inside a page or a panel (a paged list is a DataTable): bordered, striped, one
 * header row of `columns`; the rows are the children.
 */
export function SimpleTable({
  columns,
  children,
  ...props
}: { columns: string[]; children: ReactNode } & Omit<TableProps, 'children'>) {
  return (
    <Table striped withTableBorder {...props}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column}>{column}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>{children}</Table.Tbody>
    </Table>
  );
}
