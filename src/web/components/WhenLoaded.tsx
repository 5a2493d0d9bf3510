import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { Loading } from './Loading';

type Loaded<T> = { data: T | undefined; isError: boolean; error: Error | null };

/** A query's data drawn by `children`; its error in words while it failed; a loader until then. */
export function WhenLoaded<T>({ query, children }: { query: Loaded<T>; children: (data: T) => ReactNode }) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError)
    return (
      <Alert color="red" role="alert">
        {query.error?.message}
      </Alert>
    );
  return <Loading />;
}
