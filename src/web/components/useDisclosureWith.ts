import { useCallback, useState } from 'react';
import { useMountedOnce } from './useMountedOnce';

/**
 * Open/close state that carries the item being edited (null = add mode). `mounted` turns true at
 * the first open and stays true (useMountedOnce), so a lazily loaded modal is fetched only when
 * first asked for and then stays mounted for its closing transition (decision 085).
 */
export function useDisclosureWith<T>() {
  const [state, setState] = useState<{ opened: boolean; item: T | null }>({ opened: false, item: null });
  const mounted = useMountedOnce(state.opened);
  const open = useCallback((item: T | null = null) => setState({ opened: true, item }), []);
  const close = useCallback(() => setState((s) => ({ ...s, opened: false })), []);
  return { opened: state.opened, item: state.item, mounted, open, close };
}
