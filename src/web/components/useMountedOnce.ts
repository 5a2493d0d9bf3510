import { useState } from 'react';

/**
 * False until `active` is first true, then true for good: a lazily loaded modal is fetched when it
 * is first opened and then stays mounted for its closing transition (decision 085).
 */
export function useMountedOnce(active: boolean): boolean {
  const [mounted, setMounted] = useState(active);
  if (active && !mounted) setMounted(true);
  return mounted || active;
}
