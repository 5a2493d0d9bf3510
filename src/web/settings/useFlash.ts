import { useEffect, useRef, useState } from 'react';

export type Flash = { kind: 'success' | 'error' | 'warning'; text: string };

/**
 * A message shown in place; errors disappear after `errorMs` (SPEC §8: settings errors show
 * about 2 seconds), successes stay until the next action.
 */
export function useFlash(errorMs = 2000) {
  const [flash, setFlash] = useState<Flash | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const show = (next: Flash | null) => {
    if (timer.current) clearTimeout(timer.current);
    setFlash(next);
    if (next && next.kind === 'error') timer.current = setTimeout(() => setFlash(null), errorMs);
  };
  return [flash, show] as const;
}
