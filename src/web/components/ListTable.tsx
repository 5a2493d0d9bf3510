import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { DataTable, type DataTableProps, type SortOrder } from './DataTable';
import { Pagination } from './Pagination';

/** A page of a server list as every list endpoint answers it. */
export type ListPage<T> = { data: T[]; last_page: number; total?: number };

/** The part of useListQuery a list table reads and sets: page and sort, kept in the URL. */
type ListState = {
  page: number;
  setPage: (page: number) => void;
  sort: { col: string; order: SortOrder };
  setSort: (col: string) => void;
};

type Props<T> = Omit<DataTableProps<T>, 'rows' | 'loading' | 'error' | 'onRetry' | 'sort' | 'onSort'> & {
  query: UseQueryResult<ListPage<T>>;
  list: ListState;
};

/**
 * A list page's table and pagination, wired to its query and its URL state: loading while it
 * fetches, the error with Retry, sortable headers, the result count and page links.
 */
export function ListTable<T>({ query, list, ...table }: Props<T>) {
  // The count and page links follow the rows, which DataTable draws in a deferred render: drawn
  // before them, they were pushed down when the rows came (a layout shift, decision 085).
  const shown = useDeferredValue(query.data);
  return (
    <>
      <DataTable
        {...table}
        rows={query.data?.data}
        loading={query.isFetching}
        error={query.error}
        onRetry={() => void query.refetch()}
        sort={list.sort}
        onSort={list.setSort}
      />
      <Pagination
        page={list.page}
        lastPage={shown?.last_page ?? 1}
        total={shown?.total}
        onChange={list.setPage}
      />
    </>
  );
}
