import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { Loading } from './Loading';

/** The longest a slow answer holds the others back: then what has arrived is shown (decision 247). */
const LONGEST_WAIT_MS = 3000;

/**
 * Its children are mounted at once (their queries start) but shown only when no query is being
 * fetched any more, all together, with 'Loading...' until then: sections that each appear when their
 * own answer arrives push the ones below them down (the dashboard's layout shift, CLS 0.19 on a
 * phone). Once shown, they stay shown; later fetches change them in place.
 */
export function RevealWhenSettled({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (settled) return;
    // The children's effects ran before this one: their first fetches have started.
    const check = () => {
      if (client.isFetching() === 0) setSettled(true);
    };
    const unsubscribe = client.getQueryCache().subscribe(check);
    check();
    const cap = window.setTimeout(() => setSettled(true), LONGEST_WAIT_MS);
    return () => {
      unsubscribe();
      window.clearTimeout(cap);
    };
  }, [client, settled]);
  return (
    <>
      {!settled && <Loading />}
      <div hidden={!settled}>{children}</div>
    </>
  );
}
