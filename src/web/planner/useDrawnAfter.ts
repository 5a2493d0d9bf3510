import { startTransition, useEffect, useState } from 'react';

/**
 * False until `ready` has been drawn, then true, set in a transition: what waits for it (the side
 * column, then each of its sections after the one above) renders in time slices after the grid, so a long plan's grid answers clicks as soon as
 * it is drawn.
 */
export function useDrawnAfter(ready: boolean) {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    if (ready && !drawn) startTransition(() => setDrawn(true));
  }, [ready, drawn]);
  return drawn;
}
